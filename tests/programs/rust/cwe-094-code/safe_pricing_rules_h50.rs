// Actix-web endpoint that quotes a price by evaluating a pricing rule with the Rhai engine.
use std::collections::HashMap;

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
    rules: HashMap<&'static str, &'static str>,
}

impl PricingEngine {
    pub fn new() -> Self {
        let mut engine = Engine::new();
        engine.set_max_expr_depths(32, 16);
        let rules = HashMap::from([
            ("standard", "price * qty"),
            ("bulk", "if qty >= 100.0 { price * qty * 0.9 } else { price * qty }"),
            ("member", "price * qty * 0.95"),
        ]);
        PricingEngine { engine, rules }
    }

    fn evaluate(&self, rule_name: &str, base: f64, qty: i64) -> Result<f64, String> {
        let script = *self.rules.get(rule_name).ok_or_else(|| "unknown rule".to_string())?;
        let mut scope = Scope::new();
        scope.push("price", base);
        scope.push("qty", qty as f64);
        self.engine
            .eval_with_scope::<f64>(&mut scope, script)
            .map_err(|e| e.to_string())
    }
}

#[post("/quotes")]
pub async fn quote(pricing: web::Data<PricingEngine>, body: web::Json<QuoteRequest>) -> HttpResponse {
    if body.quantity <= 0 || body.base_price < 0.0 {
        return HttpResponse::BadRequest().body("invalid quantity or price");
    }
    let rule = if body.rule.trim().is_empty() {
        "standard".to_string()
    } else {
        body.rule.clone()
    };
    match pricing.evaluate(&rule, body.base_price, body.quantity) {
        Ok(total) => HttpResponse::Ok().json(Quote { total }),
        Err(e) => HttpResponse::UnprocessableEntity().body(e),
    }
}
