// Actix endpoint that quotes a roaming call price using the carrier's scripted tariff rules.
use actix_web::{post, web, HttpResponse};
use rhai::{Engine, Scope};
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
pub struct QuoteRequest {
    pub minutes: f64,
    pub zone: String,
    pub surcharge_rule: Option<String>,
}

#[derive(Serialize)]
pub struct Quote {
    pub zone: String,
    pub amount: f64,
}

pub struct TariffBook {
    base_rate: f64,
}

impl TariffBook {
    pub fn from_env() -> Self {
        let base_rate = std::env::var("ROAMING_BASE_RATE").ok().and_then(|v| v.parse().ok()).unwrap_or(0.12);
        TariffBook { base_rate }
    }

    fn zone_multiplier(zone: &str) -> Option<f64> {
        match zone {
            "eu" => Some(1.0),
            "na" => Some(1.4),
            "apac" => Some(1.9),
            _ => None,
        }
    }

    fn expression_for(&self, req: &QuoteRequest) -> Option<String> {
        let rule = req.surcharge_rule.clone().unwrap_or_else(|| "0.0".to_string());
        Some(format!("minutes * rate * multiplier + ({})", rule))
    }

    fn quote(&self, engine: &Engine, req: &QuoteRequest) -> Result<Quote, String> {
        let multiplier = Self::zone_multiplier(&req.zone).ok_or("unknown zone")?;
        let script = self.expression_for(req).ok_or("unknown surcharge rule")?;
        let mut scope = Scope::new();
        scope.push("minutes", req.minutes);
        scope.push("rate", self.base_rate);
        scope.push("multiplier", multiplier);
        let amount = engine
            .eval_with_scope::<f64>(&mut scope, &script)
            .map_err(|e| e.to_string())?;
        Ok(Quote { zone: req.zone.clone(), amount: (amount * 100.0).round() / 100.0 })
    }
}

#[post("/roaming/quote")]
pub async fn roaming_quote(book: web::Data<TariffBook>, req: web::Json<QuoteRequest>) -> HttpResponse {
    let engine = Engine::new();
    match book.quote(&engine, &req) {
        Ok(q) => HttpResponse::Ok().json(q),
        Err(msg) => HttpResponse::BadRequest().body(msg),
    }
}
