// Sports league fixtures API that lets club websites read and update match-day rosters from the browser.
use axum::{
    extract::Path,
    http::{header, HeaderValue, Method, StatusCode},
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use tower_http::cors::{AllowOrigin, CorsLayer};

pub struct CorsSettings {
    pub league_domain: String,
    pub max_age_secs: u64,
}

impl CorsSettings {
    pub fn from_env() -> Self {
        CorsSettings {
            league_domain: std::env::var("LEAGUE_DOMAIN").unwrap_or_else(|_| "leaguefixtures.org".into()),
            max_age_secs: 600,
        }
    }

    fn origin_allowed(&self, origin: &HeaderValue) -> bool {
        let Some(url) = origin.to_str().ok().and_then(|o| url::Url::parse(o).ok()) else { return false };
        let host = url.host_str().unwrap_or_default();
        let suffix = format!(".{}", self.league_domain);
        url.scheme() == "https" && (host == self.league_domain || host.ends_with(&suffix))
    }

    pub fn layer(self) -> CorsLayer {
        let max_age = std::time::Duration::from_secs(self.max_age_secs);
        CorsLayer::new()
            .allow_origin(AllowOrigin::predicate(move |origin, _parts| self.origin_allowed(origin)))
            .allow_methods([Method::GET, Method::PUT])
            .allow_headers([header::CONTENT_TYPE])
            .allow_credentials(true)
            .max_age(max_age)
    }
}

#[derive(Serialize, Deserialize)]
pub struct Roster {
    club: String,
    players: Vec<String>,
}

async fn get_roster(Path(fixture): Path<u32>) -> Json<Roster> {
    Json(Roster { club: format!("fixture-{}", fixture), players: Vec::new() })
}

async fn put_roster(Path(fixture): Path<u32>, Json(roster): Json<Roster>) -> StatusCode {
    if roster.players.len() > 23 {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    tracing::info!(fixture, club = %roster.club, "roster submitted");
    StatusCode::NO_CONTENT
}

pub fn router() -> Router {
    Router::new()
        .route("/fixtures/:id/roster", get(get_roster).put(put_roster))
        .layer(CorsSettings::from_env().layer())
}
