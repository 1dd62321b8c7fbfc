// A player stats api program of the h72 set (cwe-942-cors).
use std::collections::HashSet;
use std::sync::Arc;

use axum::extract::Json;
use axum::http::header::{CONTENT_TYPE, COOKIE};
use axum::http::{request, HeaderMap, HeaderValue, Method, StatusCode};
use axum::routing::{get, post};
use axum::Router;
use regex::Regex;
use serde::{Deserialize, Serialize};
use tower_http::cors::{AllowOrigin, CorsLayer};

trait OriginRule: Send + Sync {
    fn allows(&self, origin: &str) -> bool;
}

struct ExactOrigins(HashSet<String>);

impl OriginRule for ExactOrigins {
    fn allows(&self, origin: &str) -> bool {
        self.0.contains(origin)
    }
}

/// Each franchise gets its own sub-site, e.g. https://leeds.photonblast.gg
struct FranchiseOrigins(Regex);

impl OriginRule for FranchiseOrigins {
    fn allows(&self, origin: &str) -> bool {
        self.0.is_match(origin)
    }
}

fn cors_layer(rules: Vec<Box<dyn OriginRule>>) -> CorsLayer {
    let rules = Arc::new(rules);
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(move |origin: &HeaderValue, _req: &request::Parts| {
            origin.to_str().map(|o| rules.iter().any(|r| r.allows(o))).unwrap_or(false)
        }))
        .allow_credentials(true)
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([CONTENT_TYPE])
}

#[derive(Serialize)]
struct PlayerStats {
    codename: String,
    email: String,
    games_played: u32,
    accuracy_pct: f32,
    membership_expires: String,
}

#[derive(Deserialize)]
struct Rename {
    codename: String,
}

fn session_player(headers: &HeaderMap) -> Option<String> {
    let cookies = headers.get(COOKIE)?.to_str().ok()?;
    cookies
        .split(';')
        .filter_map(|c| c.trim().split_once('='))
        .find(|(k, _)| *k == "pb_session")
        .map(|(_, v)| v.to_owned())
}

async fn my_stats(headers: HeaderMap) -> Result<Json<PlayerStats>, StatusCode> {
    let _session = session_player(&headers).ok_or(StatusCode::UNAUTHORIZED)?;
    Ok(Json(PlayerStats {
        codename: "NeonViper".into(),
        email: "j.okafor@proton.me".into(),
        games_played: 212,
        accuracy_pct: 38.4,
        membership_expires: "2026-03-31".into(),
    }))
}

async fn rename(headers: HeaderMap, Json(body): Json<Rename>) -> StatusCode {
    match session_player(&headers) {
        Some(_) if (3..=20).contains(&body.codename.len()) => StatusCode::NO_CONTENT,
        Some(_) => StatusCode::UNPROCESSABLE_ENTITY,
        None => StatusCode::UNAUTHORIZED,
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let rules: Vec<Box<dyn OriginRule>> = vec![
        Box::new(ExactOrigins(HashSet::from([
            "https://photonblast.gg".to_owned(),
            "https://www.photonblast.gg".to_owned(),
        ]))),
        Box::new(FranchiseOrigins(Regex::new(r"https://[a-z0-9-]+\.photonblast\.gg")?)),
    ];

    let app = Router::new()
        .route("/me/stats", get(my_stats))
        .route("/me/codename", post(rename))
        .layer(cors_layer(rules));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8066").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
