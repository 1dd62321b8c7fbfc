// A organ pipe scaling program of the h63 set (cwe-094-code).
use std::collections::HashMap;

use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use mlua::Lua;
use serde::{Deserialize, Serialize};

/// Request from the voicing bench: which scaling rule to apply to a rank of pipes.
#[derive(Debug, Deserialize)]
pub struct ScalingRequest {
    pub rule: String,
    pub base_diameter_mm: f64,
    pub halving_ratio: f64,
    pub pipes: u32,
}

#[derive(Debug, Serialize)]
pub struct ScalingReply {
    pub rule: String,
    pub diameters_mm: Vec<f64>,
}

/// Named scaling formulas maintained by the workshop's head voicer.
pub struct RuleBook {
    rules: HashMap<&'static str, &'static str>,
}

impl RuleBook {
    pub fn workshop_defaults() -> Self {
        let mut rules = HashMap::new();
        rules.insert("normal", "return base * ratio ^ (-(n - 1) / 16)");
        rules.insert("toepfer", "return base * (1 / 2) ^ ((n - 1) / (12 * ratio))");
        rules.insert("flute", "return base * 1.12 * ratio ^ (-(n - 1) / 17)");
        Self { rules }
    }

    pub fn source_for(&self, request: &ScalingRequest) -> Result<String, String> {
        match self.rules.get(request.rule.as_str()) {
            Some(source) => Ok(source.to_string()),
            None => Err("unknown scaling rule".into()),
        }
    }
}

pub struct ScalingEngine {
    book: RuleBook,
}

impl ScalingEngine {
    pub fn compute(&self, request: &ScalingRequest) -> Result<ScalingReply, String> {
        if request.pipes == 0 || request.pipes > 61 {
            return Err("a rank has between 1 and 61 pipes".into());
        }
        let source = self.book.source_for(request)?;
        let lua = Lua::new();
        let globals = lua.globals();
        globals.set("base", request.base_diameter_mm).map_err(|e| e.to_string())?;
        globals.set("ratio", request.halving_ratio).map_err(|e| e.to_string())?;
        let mut diameters_mm = Vec::with_capacity(request.pipes as usize);
        for n in 1..=request.pipes {
            globals.set("n", n).map_err(|e| e.to_string())?;
            let d: f64 = lua.load(source.as_str()).eval().map_err(|e| e.to_string())?;
            diameters_mm.push((d * 10.0).round() / 10.0);
        }
        Ok(ScalingReply { rule: request.rule.clone(), diameters_mm })
    }
}

#[post("/ranks/scaling")]
async fn scale_rank(engine: web::Data<ScalingEngine>, body: web::Json<ScalingRequest>) -> impl Responder {
    let engine = engine.clone();
    let request = body.into_inner();
    match web::block(move || engine.compute(&request)).await {
        Ok(Ok(reply)) => HttpResponse::Ok().json(reply),
        Ok(Err(_)) => HttpResponse::UnprocessableEntity().json(serde_json::json!({ "error": "scaling failed" })),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let engine = web::Data::new(ScalingEngine { book: RuleBook::workshop_defaults() });
    HttpServer::new(move || App::new().app_data(engine.clone()).service(scale_rank))
        .bind(("127.0.0.1", 8083))?
        .run()
        .await
}
