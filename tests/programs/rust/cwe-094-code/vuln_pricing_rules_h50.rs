// Actix-web endpoint that quotes a price by evaluating a pricing rule with the Rhai engine.
use actix_web::{post, web, HttpResponse};
use rhai::{Engine, Scope};
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
pub struct QuoteRequest {
    base_price: f64,
    quantity: i64,
    rule: String,
}

#[derive(Serialize)]
struct Quote {
    total: f64,
}

pub struct PricingEngine {
    engine: Engine,
}

impl PricingEngine {
    pub fn new() -> Self {
        let mut engine = Engine::new();
        engine.set_max_expr_depths(32, 16);
        PricingEngine { engine }
    }

    fn evaluate(&self, rule: &str, base: f64, qty: i64) -> Result<f64, String> {
        let mut scope = Scope::new();
        scope.push("price", base);
        scope.push("qty", qty as f64);
        self.engine
            .eval_with_scope::<f64>(&mut scope, rule)
            .map_err(|e| e.to_string())
    }
}

#[post("/quotes")]
pub async fn quote(pricing: web::Data<PricingEngine>, body: web::Json<QuoteRequest>) -> HttpResponse {
    if body.quantity <= 0 || body.base_price < 0.0 {
        return HttpResponse::BadRequest().body("invalid quantity or price");
    }
    let rule = if body.rule.trim().is_empty() {
        "price * qty".to_string()
    } else {
        body.rule.clone()
    };
    match pricing.evaluate(&rule, body.base_price, body.quantity) {
        Ok(total) => HttpResponse::Ok().json(Quote { total }),
        Err(e) => HttpResponse::UnprocessableEntity().body(e),
    }
}
