// Evaluates promotional pricing rules for the checkout quote endpoint using an embedded Lua engine.
use axum::{http::StatusCode, Json};
use mlua::Lua;
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
pub struct QuoteRequest {
    subtotal: f64,
    items: u32,
    rule: String,
}

#[derive(Serialize)]
pub struct Quote {
    subtotal: f64,
    discount: f64,
    total: f64,
}

fn new_engine(req: &QuoteRequest) -> mlua::Result<Lua> {
    let lua = Lua::new();
    let globals = lua.globals();
    globals.set("subtotal", req.subtotal)?;
    globals.set("items", req.items)?;
    Ok(lua)
}

fn compute_discount(lua: &Lua, rule: &str) -> mlua::Result<f64> {
    let chunk = format!("return {}", rule);
    lua.load(&chunk).set_name("pricing_rule").eval::<f64>()
}

pub async fn quote(Json(req): Json<QuoteRequest>) -> Result<Json<Quote>, StatusCode> {
    if req.subtotal < 0.0 || req.rule.len() > 512 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let lua = new_engine(&req).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let discount = compute_discount(&lua, &req.rule)
        .map_err(|_| StatusCode::UNPROCESSABLE_ENTITY)?
        .clamp(0.0, req.subtotal);
    Ok(Json(Quote {
        subtotal: req.subtotal,
        discount,
        total: req.subtotal - discount,
    }))
}
