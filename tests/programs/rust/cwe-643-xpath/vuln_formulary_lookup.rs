// Axum endpoint that looks up a drug's coverage tier in the hospital formulary XML published by the pharmacy team.
use std::sync::Arc;

use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use serde::{Deserialize, Serialize};
use sxd_document::parser;
use sxd_xpath::{evaluate_xpath, Value};

const PLANS: [&str; 3] = ["BRONZE", "SILVER", "GOLD"];

#[derive(Deserialize)]
pub struct TierQuery {
    pub plan: String,
    pub drug: String,
}

#[derive(Serialize)]
pub struct TierAnswer {
    pub drug: String,
    pub tier: String,
}

pub struct Formulary {
    xml: String,
}

impl Formulary {
    pub fn load() -> std::io::Result<Self> {
        let path = std::env::var("FORMULARY_XML").unwrap_or_else(|_| "/etc/pharmacy/formulary.xml".into());
        Ok(Formulary { xml: std::fs::read_to_string(path)? })
    }

    fn coverage_tier(&self, plan: &str, drug: &str) -> Option<String> {
        let package = parser::parse(&self.xml).ok()?;
        let doc = package.as_document();
        let expr = format!("string(//plan[@code='{}']/drug[@name='{}']/@tier)", plan, drug);
        match evaluate_xpath(&doc, &expr).ok()? {
            Value::String(tier) if !tier.is_empty() => Some(tier),
            _ => None,
        }
    }
}

async fn tier(State(formulary): State<Arc<Formulary>>, Query(q): Query<TierQuery>) -> Result<Json<TierAnswer>, StatusCode> {
    let plan = q.plan.to_uppercase();
    if !PLANS.contains(&plan.as_str()) {
        return Err(StatusCode::BAD_REQUEST);
    }
    let drug = q.drug.trim().to_lowercase();
    let tier = formulary.coverage_tier(&plan, &drug).ok_or(StatusCode::NOT_FOUND)?;
    Ok(Json(TierAnswer { drug, tier }))
}

pub fn router(formulary: Arc<Formulary>) -> Router {
    Router::new().route("/formulary/tier", get(tier)).with_state(formulary)
}
