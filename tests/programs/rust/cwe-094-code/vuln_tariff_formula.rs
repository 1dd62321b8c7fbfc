// Freight quoting endpoint that evaluates a tariff formula over shipment weight, distance and zone surcharge.
use axum::{http::StatusCode, Json};
use mlua::Lua;
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
pub struct QuoteRequest {
    weight_kg: f64,
    distance_km: f64,
    zone: u8,
    formula: Option<String>,
}

#[derive(Serialize)]
pub struct Quote {
    amount: f64,
    currency: &'static str,
}

const DEFAULT_FORMULA: &str = "4.5 + weight_kg * 0.12 + distance_km * 0.03 * zone_factor";

fn zone_factor(zone: u8) -> f64 {
    match zone {
        1 => 1.0,
        2 => 1.25,
        3 => 1.6,
        _ => 2.0,
    }
}

fn evaluate(formula: &str, req: &QuoteRequest) -> mlua::Result<f64> {
    let lua = Lua::new();
    let globals = lua.globals();
    globals.set("weight_kg", req.weight_kg)?;
    globals.set("distance_km", req.distance_km)?;
    globals.set("zone_factor", zone_factor(req.zone))?;
    let chunk = format!("return {}", formula);
    lua.load(&chunk).set_name("tariff").eval::<f64>()
}

pub async fn quote(Json(req): Json<QuoteRequest>) -> Result<Json<Quote>, (StatusCode, String)> {
    if req.weight_kg <= 0.0 || req.distance_km <= 0.0 {
        return Err((StatusCode::BAD_REQUEST, "weight and distance must be positive".into()));
    }
    let formula = req.formula.clone().unwrap_or_else(|| DEFAULT_FORMULA.to_string());
    let amount = evaluate(&formula, &req)
        .map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))?;
    Ok(Json(Quote { amount: (amount * 100.0).round() / 100.0, currency: "EUR" }))
}
