// A order portal cors program of the h69 set (cwe-942-cors).
use std::sync::{Arc, LazyLock};

use axum::{
    extract::State,
    http::{header, request::Parts, HeaderValue, Method, StatusCode},
    routing::get,
    Json, Router,
};
use axum_extra::extract::CookieJar;
use dashmap::DashMap;
use serde::{Deserialize, Serialize};
use tower_http::cors::{AllowOrigin, CorsLayer};

static PORTAL_ORIGINS: LazyLock<Vec<String>> = LazyLock::new(|| {
    std::env::var("PORTAL_ORIGINS")
        .unwrap_or_else(|_| "https://orders.ropewalkcordage.com,https://trade.ropewalkcordage.com".into())
        .split(',')
        .map(|o| o.trim().trim_end_matches('/').to_owned())
        .filter(|o| !o.is_empty())
        .collect()
});

#[derive(Clone, Serialize, Deserialize)]
struct OrderLine {
    product: String,
    diameter_mm: u16,
    metres: u32,
}

#[derive(Default)]
struct Desk {
    // session id -> trade account
    sessions: DashMap<String, String>,
    orders: DashMap<String, Vec<OrderLine>>,
}

fn account_for(desk: &Desk, jar: &CookieJar) -> Result<String, StatusCode> {
    jar.get("rw_session")
        .and_then(|c| desk.sessions.get(c.value()).map(|a| a.clone()))
        .ok_or(StatusCode::UNAUTHORIZED)
}

async fn list_orders(State(desk): State<Arc<Desk>>, jar: CookieJar) -> Result<Json<Vec<OrderLine>>, StatusCode> {
    let account = account_for(&desk, &jar)?;
    Ok(Json(desk.orders.get(&account).map(|o| o.clone()).unwrap_or_default()))
}

async fn place_order(
    State(desk): State<Arc<Desk>>,
    jar: CookieJar,
    Json(line): Json<OrderLine>,
) -> Result<StatusCode, StatusCode> {
    let account = account_for(&desk, &jar)?;
    if line.metres == 0 || line.diameter_mm == 0 {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    desk.orders.entry(account).or_default().push(line);
    Ok(StatusCode::CREATED)
}

fn portal_cors() -> CorsLayer {
    let allow = AllowOrigin::predicate(|origin: &HeaderValue, _req: &Parts| {
        origin
            .to_str()
            .map(|o| PORTAL_ORIGINS.iter().any(|allowed| o == allowed.as_str()))
            .unwrap_or(false)
    });
    CorsLayer::new()
        .allow_origin(allow)
        .allow_credentials(true)
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
}

#[tokio::main]
async fn main() {
    LazyLock::force(&PORTAL_ORIGINS);
    let desk = Arc::new(Desk::default());
    let app = Router::new()
        .route("/api/orders", get(list_orders).post(place_order))
        .layer(portal_cors())
        .with_state(desk);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8310").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
