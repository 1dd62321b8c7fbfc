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

const RULES: [(&str, &str); 3] = [
    ("bulk10", "if items >= 10 then return subtotal * 0.10 else return 0 end"),
    ("flat5", "return math.min(5, subtotal)"),
    ("none", "return 0"),
];

fn new_engine(req: &QuoteRequest) -> mlua::Result<Lua> {
    let lua = Lua::new();
    let globals = lua.globals();
    globals.set("subtotal", req.subtotal)?;
    globals.set("items", req.items)?;
    Ok(lua)
}

fn compute_discount(lua: &Lua, source: &'static str) -> mlua::Result<f64> {
    lua.load(source).set_name("pricing_rule").eval::<f64>()
}

pub async fn quote(Json(req): Json<QuoteRequest>) -> Result<Json<Quote>, StatusCode> {
    if req.subtotal < 0.0 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let Some(&(_, source)) = RULES.iter().find(|(name, _)| *name == req.rule) else {
        return Err(StatusCode::BAD_REQUEST);
    };
    let lua = new_engine(&req).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let discount = compute_discount(&lua, source)
        .map_err(|_| StatusCode::UNPROCESSABLE_ENTITY)?
        .clamp(0.0, req.subtotal);
    Ok(Json(Quote {
        subtotal: req.subtotal,
        discount,
        total: req.subtotal - discount,
    }))
}
