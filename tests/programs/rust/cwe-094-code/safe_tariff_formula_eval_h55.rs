// Municipal water utility endpoint that computes a bill quote from metered usage and a tariff formula.
use mlua::Lua;
use poem::{handler, http::StatusCode, post, web::{Data, Json}, EndpointExt, Error, Route};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Deserialize)]
pub struct QuoteRequest {
    account: String,
    usage_m3: f64,
    tariff: String,
}

#[derive(Serialize)]
pub struct QuoteResponse {
    account: String,
    amount: f64,
}

pub struct TariffEngine {
    base_charge: f64,
}

const TARIFFS: &[(&str, &str)] = &[
    ("residential", "base + usage * 1.85"),
    ("commercial", "base * 2 + usage * 2.10"),
    ("agricultural", "base + math.max(0, usage - 50) * 0.95"),
];

impl TariffEngine {
    fn formula_for(&self, req: &QuoteRequest) -> Result<String, Error> {
        let code = req.tariff.trim();
        TARIFFS
            .iter()
            .find(|(name, _)| *name == code)
            .map(|(_, f)| f.to_string())
            .ok_or_else(|| Error::from_status(StatusCode::BAD_REQUEST))
    }

    pub fn evaluate(&self, req: &QuoteRequest) -> Result<f64, Error> {
        let formula = self.formula_for(req)?;
        let lua = Lua::new();
        let globals = lua.globals();
        let bad = |_| Error::from_status(StatusCode::UNPROCESSABLE_ENTITY);
        globals.set("usage", req.usage_m3).map_err(bad)?;
        globals.set("base", self.base_charge).map_err(bad)?;
        lua.load(format!("return {}", formula)).eval::<f64>().map_err(bad)
    }
}

#[handler]
async fn quote(
    Json(req): Json<QuoteRequest>,
    engine: Data<&Arc<TariffEngine>>,
) -> poem::Result<Json<QuoteResponse>> {
    if !(0.0..=100_000.0).contains(&req.usage_m3) {
        return Err(Error::from_status(StatusCode::BAD_REQUEST));
    }
    let amount = engine.evaluate(&req)?;
    Ok(Json(QuoteResponse { account: req.account, amount }))
}

pub fn app() -> impl poem::Endpoint {
    let engine = Arc::new(TariffEngine { base_charge: 12.50 });
    Route::new().at("/water/quote", post(quote)).data(engine)
}
