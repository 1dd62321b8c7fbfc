// A cactus reprice job program of the h74 set (cwe-094-code).
use std::collections::HashMap;
use std::sync::Arc;
use std::time::Duration;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::put,
    Json, Router,
};
use mlua::Lua;
use serde::Deserialize;
use tokio::sync::RwLock;

#[derive(Deserialize)]
struct RuleBody {
    formula: String,
}

#[derive(Clone, Default)]
struct Shop {
    rules: Arc<RwLock<HashMap<String, String>>>,
    costs: Arc<RwLock<HashMap<String, f64>>>,
    prices: Arc<RwLock<HashMap<String, f64>>>,
}

async fn set_rule(
    State(shop): State<Shop>,
    Path(sku): Path<String>,
    Json(body): Json<RuleBody>,
) -> Result<StatusCode, (StatusCode, &'static str)> {
    let formula = body.formula.trim().to_string();
    if formula.is_empty() || formula.len() > 200 {
        return Err((StatusCode::BAD_REQUEST, "formula must be 1-200 characters"));
    }
    shop.rules.write().await.insert(sku, formula);
    Ok(StatusCode::NO_CONTENT)
}

fn evaluate(formula: &str, cost: f64) -> mlua::Result<f64> {
    let lua = Lua::new();
    lua.globals().set("cost", cost)?;
    lua.load(format!("return {formula}")).eval::<f64>()
}

async fn reprice_once(shop: &Shop) {
    let rules: Vec<(String, String)> = shop.rules.read().await.iter().map(|(k, v)| (k.clone(), v.clone())).collect();
    let costs = shop.costs.read().await.clone();
    for (sku, formula) in rules {
        let Some(&cost) = costs.get(&sku) else { continue };
        let result = tokio::task::spawn_blocking(move || evaluate(&formula, cost).map_err(|e| e.to_string())).await;
        match result {
            Ok(Ok(price)) if price.is_finite() && price > 0.0 => {
                shop.prices.write().await.insert(sku, (price * 100.0).round() / 100.0);
            }
            Ok(Ok(price)) => eprintln!("{sku}: formula gave unusable price {price}"),
            Ok(Err(e)) => eprintln!("{sku}: formula error: {e}"),
            Err(e) => eprintln!("{sku}: pricing task failed: {e}"),
        }
    }
}

async fn reprice_schedule(shop: Shop) {
    let mut tick = tokio::time::interval(Duration::from_secs(600));
    loop {
        tick.tick().await;
        reprice_once(&shop).await;
    }
}

#[tokio::main]
async fn main() {
    let shop = Shop::default();
    shop.costs.write().await.extend([
        ("ECH-GRUS-12".to_string(), 7.40),
        ("OPU-MICRO-9".to_string(), 3.15),
        ("MAM-ELONG-6".to_string(), 2.60),
    ]);
    tokio::spawn(reprice_schedule(shop.clone()));

    let app = Router::new().route("/rules/{sku}", put(set_rule)).with_state(shop);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8088").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
