// A fare rules program of the h69 set (cwe-094-code).
use std::sync::Arc;

use axum::{extract::State, http::StatusCode, routing::{post, put}, Json, Router};
use mlua::Lua;
use serde::{Deserialize, Serialize};
use tokio::sync::RwLock;

struct FareDesk {
    surcharge_rule: RwLock<String>,
    base_fare_cents: i64,
}

#[derive(Deserialize)]
struct RuleUpdate {
    manager: String,
    rule: String,
}

#[derive(Deserialize)]
struct QuoteRequest {
    riders: i64,
    uphill: bool,
}

#[derive(Serialize)]
struct Quote {
    riders: i64,
    base_cents: i64,
    surcharge_cents: i64,
    total_cents: i64,
}

async fn update_rule(State(desk): State<Arc<FareDesk>>, Json(update): Json<RuleUpdate>) -> StatusCode {
    let formula = match update.rule.trim() {
        "none" => "0",
        "per_rider" => "riders * 25",
        "large_party" => "riders >= 20 and math.floor(base / 10) or 0",
        "peak" => "math.floor(base * 15 / 100)",
        _ => return StatusCode::UNPROCESSABLE_ENTITY,
    };
    tracing::info!(manager = %update.manager, rule = %update.rule, "surcharge rule changed");
    *desk.surcharge_rule.write().await = formula.to_owned();
    StatusCode::NO_CONTENT
}

/// Runs the configured surcharge formula with the party size and base fare in scope.
fn evaluate_surcharge(rule: &str, riders: i64, base: i64) -> mlua::Result<i64> {
    let lua = Lua::new();
    let globals = lua.globals();
    globals.set("riders", riders)?;
    globals.set("base", base)?;
    lua.load(format!("return {rule}")).set_name("surcharge").eval::<i64>()
}

async fn quote(State(desk): State<Arc<FareDesk>>, Json(req): Json<QuoteRequest>) -> Result<Json<Quote>, StatusCode> {
    if req.riders < 1 || req.riders > 120 {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    let rule = desk.surcharge_rule.read().await.clone();
    let leg = if req.uphill { desk.base_fare_cents } else { desk.base_fare_cents * 3 / 4 };
    let base = leg * req.riders;

    let surcharge = evaluate_surcharge(&rule, req.riders, base).map_err(|e| {
        tracing::warn!(error = %e, "surcharge rule failed");
        StatusCode::INTERNAL_SERVER_ERROR
    })?;

    Ok(Json(Quote {
        riders: req.riders,
        base_cents: base,
        surcharge_cents: surcharge,
        total_cents: base + surcharge,
    }))
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let desk = Arc::new(FareDesk {
        surcharge_rule: RwLock::new("0".to_owned()),
        base_fare_cents: 650,
    });
    let app = Router::new()
        .route("/admin/surcharge-rule", put(update_rule))
        .route("/quotes", post(quote))
        .with_state(desk);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8130").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
