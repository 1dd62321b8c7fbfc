// A melt estimate program of the h67 set (cwe-094-code).
// ice sculptors: quote display hours and chilling cost for a sculpture using each venue's melt formula
use std::{collections::HashMap, sync::Arc};

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use rhai::{Engine, Scope};
use serde::{Deserialize, Serialize};
use validator::Validate;

#[derive(Debug, Deserialize, Clone, Copy, PartialEq, Eq, Hash)]
#[serde(rename_all = "snake_case")]
enum Venue {
    Marquee,
    HotelAtrium,
    OutdoorTerrace,
}

#[derive(Debug, Deserialize, Validate)]
struct MeltQuoteRequest {
    venue: Venue,
    #[validate(range(min = 5.0, max = 2000.0))]
    block_kg: f64,
    #[validate(range(min = -30.0, max = 45.0))]
    ambient_c: f64,
}

#[derive(Debug, Serialize)]
struct MeltQuote {
    display_hours: f64,
    chilling_cost_gbp: f64,
}

struct QuoteService {
    engine: Engine,
    formulas: HashMap<Venue, String>,
    chilling_rate_per_hour: f64,
}

impl QuoteService {
    fn new() -> Self {
        let mut engine = Engine::new();
        engine.set_max_operations(100_000);
        let mut formulas = HashMap::new();
        formulas.insert(Venue::Marquee, "block_kg / (1.8 + ambient * 0.35)".to_string());
        formulas.insert(Venue::HotelAtrium, "block_kg / (1.2 + ambient * 0.22)".to_string());
        formulas.insert(Venue::OutdoorTerrace, "block_kg / (2.5 + ambient * 0.6)".to_string());
        Self { engine, formulas, chilling_rate_per_hour: 14.5 }
    }

    fn quote(&self, req: &MeltQuoteRequest) -> anyhow::Result<MeltQuote> {
        let formula = self
            .formulas
            .get(&req.venue)
            .ok_or_else(|| anyhow::anyhow!("no formula for venue"))?;
        let mut scope = Scope::new();
        scope.push("block_kg", req.block_kg);
        scope.push("ambient", req.ambient_c);
        let hours: f64 = self
            .engine
            .eval_with_scope::<f64>(&mut scope, formula)
            .map_err(|e| anyhow::anyhow!("formula error: {e}"))?;
        let display_hours = hours.clamp(0.0, 72.0);
        Ok(MeltQuote {
            display_hours,
            chilling_cost_gbp: (display_hours * self.chilling_rate_per_hour * 100.0).round() / 100.0,
        })
    }
}

struct AppState {
    quotes: QuoteService,
}

async fn melt_quote(
    State(state): State<Arc<AppState>>,
    Json(req): Json<MeltQuoteRequest>,
) -> Result<Json<MeltQuote>, (StatusCode, String)> {
    req.validate()
        .map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()))?;
    state
        .quotes
        .quote(&req)
        .map(Json)
        .map_err(|e| (StatusCode::BAD_REQUEST, e.to_string()))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = Arc::new(AppState { quotes: QuoteService::new() });
    let app = Router::new()
        .route("/quotes/melt", post(melt_quote))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8500").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
