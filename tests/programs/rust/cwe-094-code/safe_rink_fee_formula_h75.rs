// A roller-skating rink session fee quote program of the h75 set (cwe-094-code).
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use mlua::Lua;
use serde::{Deserialize, Serialize};
use std::{collections::HashMap, sync::Arc};

#[derive(Deserialize, Clone)]
struct QuoteRequest {
    formula: String,
    hours: f64,
    skaters: u32,
    rental_skates: u32,
}

#[derive(Serialize)]
struct Quote {
    formula: String,
    total: f64,
}

struct FeeBook {
    formulas: HashMap<String, String>,
}

fn load_fee_book(path: &str) -> Result<FeeBook, Box<dyn std::error::Error>> {
    let text = std::fs::read_to_string(path)?;
    let formulas: HashMap<String, String> = toml::from_str(&text)?;
    if formulas.is_empty() {
        return Err(format!("{path} defines no fee formulas").into());
    }
    Ok(FeeBook { formulas })
}

fn evaluate(chunk: &str, req: &QuoteRequest) -> Result<f64, String> {
    let lua = Lua::new();
    let globals = lua.globals();
    globals.set("hours", req.hours).map_err(|e| e.to_string())?;
    globals.set("skaters", req.skaters).map_err(|e| e.to_string())?;
    globals.set("rentals", req.rental_skates).map_err(|e| e.to_string())?;
    lua.load(chunk)
        .set_name("fee")
        .eval::<f64>()
        .map_err(|e| e.to_string())
}

async fn quote(
    State(book): State<Arc<FeeBook>>,
    Json(req): Json<QuoteRequest>,
) -> Result<Json<Quote>, (StatusCode, String)> {
    if !(0.0..=12.0).contains(&req.hours) || req.skaters == 0 {
        return Err((StatusCode::UNPROCESSABLE_ENTITY, "hours must be 0-12 with at least one skater".into()));
    }
    if req.rental_skates > req.skaters {
        return Err((StatusCode::UNPROCESSABLE_ENTITY, "more rentals than skaters".into()));
    }

    let chunk = match book.formulas.get(&req.formula) {
        Some(body) => body.clone(),
        None => {
            tracing::info!(formula = %req.formula, "no named formula");
            return Err((StatusCode::NOT_FOUND, "unknown fee formula".to_string()));
        }
    };

    let name = req.formula.clone();
    let total = tokio::task::spawn_blocking(move || evaluate(&chunk, &req))
        .await
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, format!("fee worker failed: {e}")))?
        .map_err(|e| {
            tracing::warn!(formula = %name, error = %e, "fee formula failed");
            (StatusCode::UNPROCESSABLE_ENTITY, "fee could not be calculated".to_string())
        })?;

    if !total.is_finite() || total < 0.0 {
        return Err((StatusCode::UNPROCESSABLE_ENTITY, "fee formula produced an invalid total".into()));
    }
    Ok(Json(Quote { formula: name, total: (total * 100.0).round() / 100.0 }))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let path = std::env::var("RINK_FEE_BOOK").unwrap_or_else(|_| "/etc/rink/fees.toml".into());
    let book = Arc::new(load_fee_book(&path)?);
    let app = Router::new().route("/quotes", post(quote)).with_state(book);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8060").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
