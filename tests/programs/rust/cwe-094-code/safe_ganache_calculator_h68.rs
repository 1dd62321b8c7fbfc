// A ganache calculator program of the h68 set (cwe-094-code).
// chocolatiers: kitchen tablet calculates cream and butter quantities for a ganache batch
use std::borrow::Cow;

use actix_web::{error, post, web, App, HttpServer, Result as WebResult};
use rhai::{Engine, Scope};
use serde::{Deserialize, Serialize};

const PRESETS: &[(&str, &str)] = &[
    ("dark-truffle", "chocolate * 1.0"),
    ("milk-truffle", "chocolate / 2.0"),
    ("white-truffle", "chocolate / 3.0"),
    ("whipped", "chocolate * 2.5"),
    ("glaze", "chocolate * 1.2 + glucose"),
];

#[derive(Deserialize)]
struct BatchRequest {
    chocolate_g: f64,
    glucose_g: Option<f64>,
    style: Option<String>,
    cream_formula: Option<String>,
}

#[derive(Serialize)]
struct BatchPlan {
    formula: String,
    chocolate_g: f64,
    cream_g: f64,
    butter_g: f64,
}

fn preset(name: &str) -> Option<&'static str> {
    PRESETS
        .iter()
        .find_map(|&(key, formula)| (key == name).then_some(formula))
}

fn choose_formula(
    style: Option<&str>,
    custom: Option<String>,
) -> Result<Cow<'static, str>, actix_web::Error> {
    match (style, custom) {
        (_, Some(custom)) if !custom.trim().is_empty() => preset(custom.trim())
            .map(Cow::Borrowed)
            .ok_or_else(|| error::ErrorBadRequest("custom formulas must name a saved preset")),
        (Some(style), _) => preset(style)
            .map(Cow::Borrowed)
            .ok_or_else(|| error::ErrorBadRequest(format!("unknown style {style}"))),
        (None, _) => Ok(Cow::Borrowed("chocolate * 1.0")),
    }
}

#[post("/ganache/plan")]
async fn plan(
    engine: web::Data<Engine>,
    web::Json(BatchRequest { chocolate_g, glucose_g, style, cream_formula }): web::Json<BatchRequest>,
) -> WebResult<web::Json<BatchPlan>> {
    if !(50.0..=20_000.0).contains(&chocolate_g) {
        return Err(error::ErrorBadRequest("chocolate_g out of range"));
    }
    let formula = choose_formula(style.as_deref(), cream_formula)?;

    let mut scope = Scope::new();
    scope.push_constant("chocolate", chocolate_g);
    scope.push_constant("glucose", glucose_g.unwrap_or(0.0));

    let cream_g = engine
        .eval_with_scope::<f64>(&mut scope, &formula)
        .map_err(|e| error::ErrorUnprocessableEntity(e.to_string()))?;

    Ok(web::Json(BatchPlan {
        formula: formula.into_owned(),
        chocolate_g,
        cream_g: (cream_g * 10.0).round() / 10.0,
        butter_g: (chocolate_g * 0.08 * 10.0).round() / 10.0,
    }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let engine = web::Data::new(Engine::new());

    HttpServer::new(move || App::new().app_data(engine.clone()).service(plan))
        .bind(("0.0.0.0", 8093))?
        .run()
        .await
}
