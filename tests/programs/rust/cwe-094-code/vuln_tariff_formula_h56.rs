// Axum endpoint that estimates a utility customer's monthly bill from a tariff formula and meter readings.
use axum::{http::StatusCode, routing::post, Json, Router};
use rhai::{Engine, Scope};
use serde::{Deserialize, Serialize};

const TARIFFS: &[(&str, &str)] = &[
    ("flat", "standing + kwh * 0.21"),
    ("time_of_use", "standing + peak_kwh * 0.34 + (kwh - peak_kwh) * 0.14"),
    ("ev_night", "standing + peak_kwh * 0.38 + (kwh - peak_kwh) * 0.09"),
];

#[derive(Deserialize)]
struct EstimateRequest {
    plan: String,
    formula: Option<String>,
    kwh: f64,
    peak_kwh: f64,
}

#[derive(Serialize)]
struct Estimate {
    plan: String,
    amount: f64,
}

fn formula_for(req: &EstimateRequest) -> Option<String> {
    req.formula
        .clone()
        .filter(|f| !f.trim().is_empty())
        .or_else(|| {
            TARIFFS
                .iter()
                .find(|(name, _)| *name == req.plan)
                .map(|(_, f)| f.to_string())
        })
}

fn evaluate(formula: &str, req: &EstimateRequest) -> Result<f64, String> {
    let engine = Engine::new();
    let mut scope = Scope::new();
    scope.push("kwh", req.kwh);
    scope.push("peak_kwh", req.peak_kwh.min(req.kwh));
    scope.push("standing", 9.5_f64);
    engine
        .eval_with_scope::<f64>(&mut scope, formula)
        .map_err(|e| e.to_string())
}

async fn estimate(Json(req): Json<EstimateRequest>) -> Result<Json<Estimate>, (StatusCode, String)> {
    let formula = formula_for(&req)
        .ok_or_else(|| (StatusCode::NOT_FOUND, format!("unknown plan {}", req.plan)))?;
    let amount = evaluate(&formula, &req).map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e))?;
    Ok(Json(Estimate { plan: req.plan, amount: (amount * 100.0).round() / 100.0 }))
}

pub fn router() -> Router {
    Router::new().route("/billing/estimate", post(estimate))
}
