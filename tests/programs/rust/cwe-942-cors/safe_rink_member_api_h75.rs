// A roller-skating rink member session booking API program of the h75 set (cwe-942-cors).
use axum::{
    extract::{Path, State},
    http::{header, HeaderValue, Method, StatusCode},
    routing::{get, post},
    Json, Router,
};
use axum_extra::extract::cookie::CookieJar;
use serde::Serialize;
use std::{collections::HashMap, sync::Arc, time::Duration};
use tokio::sync::RwLock;
use tower_http::cors::{AllowOrigin, CorsLayer};

const DEFAULT_ORIGIN: &str = "https://skate.moonlight-rink.example";

#[derive(Clone, Serialize)]
struct SkateSession {
    id: u32,
    title: String,
    starts: String,
    spots_left: u32,
}

#[derive(Default)]
struct Rink {
    members: HashMap<String, String>,
    sessions: RwLock<Vec<SkateSession>>,
    reservations: RwLock<Vec<(String, u32)>>,
}

#[derive(Debug, thiserror::Error)]
enum OriginError {
    #[error("RINK_ALLOWED_ORIGINS is not set")]
    Unset,
    #[error("origin {0:?} is not a valid header value")]
    Invalid(String),
}

fn configured_origins() -> Result<Vec<HeaderValue>, OriginError> {
    let raw = std::env::var("RINK_ALLOWED_ORIGINS").map_err(|_| OriginError::Unset)?;
    raw.split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(|s| HeaderValue::from_str(s).map_err(|_| OriginError::Invalid(s.to_string())))
        .collect()
}

fn cors_layer() -> CorsLayer {
    let base = CorsLayer::new()
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true)
        .max_age(Duration::from_secs(600));
    match configured_origins() {
        Ok(origins) if !origins.is_empty() => base.allow_origin(AllowOrigin::list(origins)),
        Ok(_) => base.allow_origin(AllowOrigin::exact(HeaderValue::from_static(DEFAULT_ORIGIN))),
        Err(err) => {
            tracing::warn!(error = %err, "no usable origin list, allowing only {DEFAULT_ORIGIN}");
            base.allow_origin(AllowOrigin::exact(HeaderValue::from_static(DEFAULT_ORIGIN)))
        }
    }
}

fn member(rink: &Rink, jar: &CookieJar) -> Result<String, StatusCode> {
    let token = jar.get("rink_member").map(|c| c.value()).ok_or(StatusCode::UNAUTHORIZED)?;
    rink.members.get(token).cloned().ok_or(StatusCode::UNAUTHORIZED)
}

async fn my_sessions(State(rink): State<Arc<Rink>>, jar: CookieJar) -> Result<Json<Vec<SkateSession>>, StatusCode> {
    let who = member(&rink, &jar)?;
    let booked: Vec<u32> = rink.reservations.read().await.iter().filter(|(m, _)| *m == who).map(|(_, id)| *id).collect();
    let sessions = rink.sessions.read().await;
    Ok(Json(sessions.iter().filter(|s| booked.contains(&s.id)).cloned().collect()))
}

async fn reserve(State(rink): State<Arc<Rink>>, jar: CookieJar, Path(id): Path<u32>) -> Result<StatusCode, StatusCode> {
    let who = member(&rink, &jar)?;
    let mut sessions = rink.sessions.write().await;
    let session = sessions.iter_mut().find(|s| s.id == id).ok_or(StatusCode::NOT_FOUND)?;
    if session.spots_left == 0 {
        return Err(StatusCode::CONFLICT);
    }
    session.spots_left -= 1;
    rink.reservations.write().await.push((who, id));
    Ok(StatusCode::CREATED)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let members_json = std::fs::read_to_string(std::env::var("RINK_MEMBERS_FILE")?)?;
    let rink = Arc::new(Rink { members: serde_json::from_str(&members_json)?, ..Rink::default() });
    let app = Router::new()
        .route("/me/sessions", get(my_sessions))
        .route("/sessions/:id/reserve", post(reserve))
        .layer(cors_layer())
        .with_state(rink);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8001").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
