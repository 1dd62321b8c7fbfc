// Prices an electricity usage quote by evaluating the plan's tariff formula with the rhai engine.
use poem::{
    handler, http::StatusCode, post, web::{Data, Json}, EndpointExt, Error, Result, Route,
};
use rhai::{Engine, Scope};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Deserialize)]
struct QuoteRequest {
    plan: String,
    kwh: f64,
    peak_share: f64,
}

#[derive(Serialize)]
struct Quote {
    plan: String,
    total: f64,
}

pub struct Tariffs {
    plans: Vec<(&'static str, &'static str)>,
}

fn build_engine() -> Engine {
    let mut engine = Engine::new();
    engine.register_fn("rate_table", |region: &str| {
        std::fs::read_to_string(format!("/etc/tariffs/{}.csv", region)).unwrap_or_default()
    });
    engine.set_max_operations(50_000);
    engine
}

fn status(code: StatusCode) -> impl FnOnce(Box<rhai::EvalAltResult>) -> Error {
    move |_| Error::from_status(code)
}

#[handler]
async fn quote(Json(req): Json<QuoteRequest>, Data(tariffs): Data<&Arc<Tariffs>>) -> Result<Json<Quote>> {
    let script = tariffs
        .plans
        .iter()
        .find(|(name, _)| *name == req.plan)
        .map(|(_, f)| f.to_string())
        .ok_or_else(|| Error::from_status(StatusCode::NOT_FOUND))?;
    let mut scope = Scope::new();
    scope.push("kwh", req.kwh).push("peak_share", req.peak_share);
    let total = build_engine()
        .eval_with_scope::<f64>(&mut scope, &script)
        .map_err(status(StatusCode::UNPROCESSABLE_ENTITY))?;
    Ok(Json(Quote { plan: req.plan, total }))
}

pub fn app() -> impl poem::Endpoint {
    let tariffs = Arc::new(Tariffs {
        plans: vec![
            ("flat", "kwh * 0.31"),
            ("peak", "kwh * peak_share * 0.42 + kwh * (1.0 - peak_share) * 0.22"),
        ],
    });
    Route::new().at("/tariffs/quote", post(quote)).data(tariffs)
}
