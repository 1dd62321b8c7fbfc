// Rocket endpoint that computes a promotional cart total using Rhai pricing rules.
#[macro_use]
extern crate rocket;

use rhai::{Engine, Scope};
use rocket::serde::json::Json;
use rocket::serde::{Deserialize, Serialize};
use std::collections::HashMap;

#[derive(Deserialize)]
#[serde(crate = "rocket::serde")]
struct QuoteRequest {
    customer_id: i64,
    subtotal: f64,
    items: i64,
    rule: String,
}

#[derive(Serialize)]
#[serde(crate = "rocket::serde")]
struct Quote {
    total: f64,
}

const RULES: [(&str, &str); 3] = [
    ("none", "subtotal"),
    ("bulk10", "if items >= 10 { subtotal * 0.9 } else { subtotal }"),
    ("loyalty", "subtotal - loyalty_balance(customer)"),
];

fn loyalty_balances() -> HashMap<i64, f64> {
    HashMap::from([(1001, 12.5), (1002, 240.0), (1003, 0.0)])
}

fn pricing_engine() -> Engine {
    let mut engine = Engine::new();
    engine.set_max_operations(50_000);
    let balances = loyalty_balances();
    engine.register_fn("loyalty_balance", move |id: i64| -> f64 {
        balances.get(&id).copied().unwrap_or(0.0)
    });
    engine
}

#[post("/quote", format = "json", data = "<req>")]
fn quote(req: Json<QuoteRequest>) -> Option<Json<Quote>> {
    let engine = pricing_engine();
    let mut scope = Scope::new();
    scope.push("customer", req.customer_id);
    scope.push("subtotal", req.subtotal);
    scope.push("items", req.items);
    let script = RULES.iter().find(|(name, _)| *name == req.rule.trim()).map(|(_, s)| *s)?;
    let total = engine.eval_with_scope::<f64>(&mut scope, script).ok()?;
    Some(Json(Quote { total: total.max(0.0) }))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/pricing", routes![quote])
}
