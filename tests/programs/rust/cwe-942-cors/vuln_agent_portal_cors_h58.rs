// agent portal cors (h58 set)
use std::{collections::HashMap, sync::Arc, time::Duration};

use axum::{
    extract::State,
    http::StatusCode,
    http::{header, Method},
    routing::get,
    Json, Router,
};
use axum_extra::extract::CookieJar;
use serde_json::{json, Value};
use tokio::sync::RwLock;
use tower::ServiceBuilder;
use tower_http::{
    cors::{AllowOrigin, CorsLayer},
    trace::TraceLayer,
};

/// Agent portal API: offers, vendor contact details and commission
/// statements, consumed by the portal front-end with the session cookie.
#[derive(Clone, Default)]
struct Sessions(Arc<RwLock<HashMap<String, u32>>>);

async fn agent_id(sessions: &Sessions, jar: &CookieJar) -> Result<u32, StatusCode> {
    let token = jar.get("agent_session").ok_or(StatusCode::UNAUTHORIZED)?;
    sessions.0.read().await.get(token.value()).copied().ok_or(StatusCode::UNAUTHORIZED)
}

async fn offers(State(s): State<Sessions>, jar: CookieJar) -> Result<Json<Value>, StatusCode> {
    let agent = agent_id(&s, &jar).await?;
    Ok(Json(json!({ "agent": agent, "offers": [] })))
}

async fn commission(State(s): State<Sessions>, jar: CookieJar) -> Result<Json<Value>, StatusCode> {
    let agent = agent_id(&s, &jar).await?;
    Ok(Json(json!({ "agent": agent, "statements": [] })))
}

fn cors_layer() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::mirror_request())
        .allow_credentials(true)
        .allow_methods([Method::GET, Method::POST, Method::PUT])
        .allow_headers([header::CONTENT_TYPE, header::ACCEPT])
        .max_age(Duration::from_secs(600))
}

fn api() -> Router {
    Router::new()
        .route("/api/offers", get(offers))
        .route("/api/commission", get(commission))
        .with_state(Sessions::default())
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let app = api().layer(
        ServiceBuilder::new()
            .layer(TraceLayer::new_for_http())
            .layer(cors_layer()),
    );
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:8950").await?, app).await
}
