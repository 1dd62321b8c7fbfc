// Aquarium husbandry wiki: keepers search the species catalogue (names and care
// notes) with whatever they type into the search box.
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use fancy_regex::{Regex, RegexBuilder};
use serde::{Deserialize, Serialize};

#[derive(Clone, Serialize, Deserialize)]
struct Species {
    common_name: String,
    scientific_name: String,
    tank: String,
    care_notes: String,
}

#[derive(Deserialize)]
struct SearchQuery {
    q: String,
}

type Catalogue = Arc<Vec<Species>>;

fn matcher(term: &str) -> Result<Regex, fancy_regex::Error> {
    // care notes are long, so the default backtracking budget is raised
    RegexBuilder::new(&fancy_regex::escape(term.trim()))
        .case_insensitive(true)
        .backtrack_limit(50_000_000)
        .build()
}

async fn search(
    State(catalogue): State<Catalogue>,
    Query(query): Query<SearchQuery>,
) -> Result<Json<Vec<Species>>, (StatusCode, String)> {
    if query.q.trim().is_empty() || query.q.len() > 200 {
        return Err((StatusCode::BAD_REQUEST, "search text must be 1-200 characters".into()));
    }
    let re = matcher(&query.q).map_err(|e| (StatusCode::BAD_REQUEST, e.to_string()))?;

    let hits = tokio::task::spawn_blocking(move || {
        catalogue
            .iter()
            .filter(|s| {
                [&s.common_name, &s.scientific_name, &s.care_notes]
                    .iter()
                    .any(|field| re.is_match(field).unwrap_or(false))
            })
            .cloned()
            .collect::<Vec<_>>()
    })
    .await
    .map_err(|_| (StatusCode::INTERNAL_SERVER_ERROR, "search failed".to_string()))?;

    Ok(Json(hits))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let raw = tokio::fs::read_to_string("/srv/aquarium/species.json").await?;
    let catalogue: Catalogue = Arc::new(serde_json::from_str(&raw)?);
    let app = Router::new()
        .route("/species/search", get(search))
        .with_state(catalogue);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8400").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
