// Axum endpoint that evaluates an energy tariff formula against a customer's metered usage.
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use mlua::Lua;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Deserialize)]
struct QuoteRequest {
    formula: String,
    kwh: f64,
    peak_kwh: f64,
}

#[derive(Serialize)]
struct Quote {
    amount: f64,
    currency: &'static str,
}

struct TariffEngine {
    standing_charge: f64,
}

impl TariffEngine {
    fn evaluate(&self, formula: &str, kwh: f64, peak_kwh: f64) -> mlua::Result<f64> {
        let lua = Lua::new();
        let globals = lua.globals();
        globals.set("kwh", kwh)?;
        globals.set("peak_kwh", peak_kwh)?;
        globals.set("standing", self.standing_charge)?;
        let chunk = format!("return {}", formula);
        lua.load(&chunk).eval::<f64>()
    }
}

async fn quote(
    State(engine): State<Arc<TariffEngine>>,
    Json(req): Json<QuoteRequest>,
) -> Result<Json<Quote>, StatusCode> {
    if !(req.kwh.is_finite() && req.peak_kwh.is_finite()) || req.kwh < 0.0 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let amount = engine
        .evaluate(&req.formula, req.kwh, req.peak_kwh)
        .map_err(|_| StatusCode::UNPROCESSABLE_ENTITY)?;
    Ok(Json(Quote { amount: (amount * 100.0).round() / 100.0, currency: "EUR" }))
}

pub fn router() -> Router {
    let engine = Arc::new(TariffEngine { standing_charge: 0.45 });
    Router::new().route("/tariffs/quote", post(quote)).with_state(engine)
}
