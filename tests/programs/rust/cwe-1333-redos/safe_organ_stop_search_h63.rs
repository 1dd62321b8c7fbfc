// A organ stop search program of the h63 set (cwe-1333-redos).
use std::sync::Arc;

use axum::extract::{Query, State};
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use fancy_regex::Regex;
use serde::{Deserialize, Serialize};

/// A stop from the pipe inventory of instruments under restoration.
#[derive(Debug, Clone, Serialize)]
pub struct Stop {
    pub organ: String,
    pub division: String,
    pub name: String,
    pub pitch_feet: String,
}

#[derive(Debug, Deserialize)]
pub struct StopQuery {
    pub term: String,
    pub division: Option<String>,
}

pub trait StopCatalogue: Send + Sync + 'static {
    fn all(&self) -> Vec<Stop>;
}

pub struct WorkshopCatalogue {
    stops: Vec<Stop>,
}

impl StopCatalogue for WorkshopCatalogue {
    fn all(&self) -> Vec<Stop> {
        self.stops.clone()
    }
}

pub struct MatcherFactory;

impl MatcherFactory {
    /// Builds a case-insensitive matcher for stop names such as "Principal", "Vox Humana".
    pub fn for_term(term: &str) -> Result<Regex, fancy_regex::Error> {
        Regex::new(&format!("(?i){}", fancy_regex::escape(term)))
    }
}

pub struct InventoryService<C: StopCatalogue> {
    catalogue: C,
}

impl<C: StopCatalogue> InventoryService<C> {
    pub fn search(&self, query: &StopQuery) -> Result<Vec<Stop>, StatusCode> {
        if query.term.is_empty() || query.term.len() > 200 {
            return Err(StatusCode::BAD_REQUEST);
        }
        let matcher = MatcherFactory::for_term(&query.term).map_err(|_| StatusCode::BAD_REQUEST)?;
        let mut hits = Vec::new();
        for stop in self.catalogue.all() {
            if query.division.as_deref().is_some_and(|d| d != stop.division) {
                continue;
            }
            if matcher.is_match(&stop.name).unwrap_or(false) {
                hits.push(stop);
            }
        }
        Ok(hits)
    }
}

async fn search_stops(
    State(service): State<Arc<InventoryService<WorkshopCatalogue>>>,
    Query(query): Query<StopQuery>,
) -> Result<Json<Vec<Stop>>, StatusCode> {
    service.search(&query).map(Json)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let stop = |organ: &str, division: &str, name: &str, pitch: &str| Stop {
        organ: organ.into(),
        division: division.into(),
        name: name.into(),
        pitch_feet: pitch.into(),
    };
    let catalogue = WorkshopCatalogue {
        stops: vec![
            stop("St. Mary, Lübeck", "Hauptwerk", "Principal", "8'"),
            stop("St. Mary, Lübeck", "Brustwerk", "Gedackt", "8'"),
            stop("Minster Chapel", "Swell", "Vox Humana", "8'"),
            stop("Minster Chapel", "Pedal", "Subbass", "16'"),
        ],
    };
    let service = Arc::new(InventoryService { catalogue });
    let app = Router::new().route("/stops", get(search_stops)).with_state(service);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:3003").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
