// Computes quote totals for the sales tool using Lua pricing formulas.
use actix_web::{post, web, HttpResponse};
use mlua::Lua;
use serde::{Deserialize, Serialize};

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

const DEFAULT_FORMULA: &str = "return qty * price";

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
    let formula = req.formula.clone().unwrap_or_else(|| DEFAULT_FORMULA.to_string());
    let engine = match PricingEngine::new(req.quantity, req.unit_price) {
        Ok(e) => e,
        Err(_) => return HttpResponse::InternalServerError().finish(),
    };
    match engine.run(&formula) {
        Ok(total) => HttpResponse::Ok().json(QuoteResponse { total }),
        Err(e) => HttpResponse::UnprocessableEntity().body(e.to_string()),
    }
}
