// Computes quote totals for the sales tool using Lua pricing formulas.
use actix_web::{post, web, HttpResponse};
use mlua::Lua;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

#[derive(Deserialize)]
struct QuoteRequest {
    quantity: i64,
    unit_price: f64,
    formula: Option<String>,
}

#[derive(Serialize)]
struct QuoteResponse {
    total: f64,
}

fn formulas() -> HashMap<&'static str, &'static str> {
    HashMap::from([
        ("standard", "return qty * price"),
        ("bulk", "if qty >= 100 then return qty * price * 0.9 else return qty * price end"),
        ("partner", "return qty * price * 0.85"),
    ])
}

struct PricingEngine {
    lua: Lua,
}

impl PricingEngine {
    fn new(qty: i64, price: f64) -> mlua::Result<Self> {
        let lua = Lua::new();
        lua.globals().set("qty", qty)?;
        lua.globals().set("price", price)?;
        Ok(Self { lua })
    }

    fn run(&self, formula: &str) -> mlua::Result<f64> {
        self.lua.load(formula).set_name("pricing").eval::<f64>()
    }
}

#[post("/quotes/preview")]
async fn preview_quote(req: web::Json<QuoteRequest>) -> HttpResponse {
    if req.quantity <= 0 || req.unit_price < 0.0 {
        return HttpResponse::BadRequest().body("invalid quantity or price");
    }
    let name = req.formula.as_deref().unwrap_or("standard");
    let Some(formula) = formulas().get(name).copied() else {
        return HttpResponse::BadRequest().body("unknown pricing formula");
    };
    let engine = match PricingEngine::new(req.quantity, req.unit_price) {
        Ok(e) => e,
        Err(_) => return HttpResponse::InternalServerError().finish(),
    };
    match engine.run(formula) {
        Ok(total) => HttpResponse::Ok().json(QuoteResponse { total }),
        Err(e) => HttpResponse::UnprocessableEntity().body(e.to_string()),
    }
}
