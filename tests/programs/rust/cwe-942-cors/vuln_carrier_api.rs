// Router setup for the freight carrier partner API, including cross-origin rules for partner dashboards.
use std::sync::Arc;

use axum::{
    extract::State,
    http::{header, request::Parts, HeaderValue, Method},
    routing::get,
    Json, Router,
};
use serde::Serialize;
use tower_http::cors::{AllowOrigin, CorsLayer};

pub struct ApiSettings {
    pub partner_domain: String,
}

impl ApiSettings {
    pub fn from_env() -> Self {
        let partner_domain = std::env::var("PARTNER_DOMAIN").unwrap_or_else(|_| "freightlane.io".into());
        ApiSettings { partner_domain }
    }
}

#[derive(Serialize, Clone)]
pub struct LoadBoardEntry {
    pub load_id: u64,
    pub origin: String,
    pub destination: String,
    pub rate_cents: u64,
}

pub struct LoadBoard {
    entries: Vec<LoadBoardEntry>,
}

async fn open_loads(State(board): State<Arc<LoadBoard>>) -> Json<Vec<LoadBoardEntry>> {
    Json(board.entries.clone())
}

fn cors_layer(settings: &ApiSettings) -> CorsLayer {
    let domain = settings.partner_domain.clone();
    let origin_ok = move |origin: &HeaderValue, _parts: &Parts| -> bool {
        origin.to_str().map(|o| o.ends_with(domain.as_str())).unwrap_or(false)
    };
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(origin_ok))
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE, header::AUTHORIZATION])
        .allow_credentials(true)
}

pub fn router(settings: &ApiSettings, board: Arc<LoadBoard>) -> Router {
    Router::new()
        .route("/partner/loads", get(open_loads))
        .with_state(board)
        .layer(cors_layer(settings))
}
