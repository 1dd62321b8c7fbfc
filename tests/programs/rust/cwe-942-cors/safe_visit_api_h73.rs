// A visit api program of the h73 set (cwe-942-cors).
use axum::{
    extract::State,
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Arc;
use tower_http::cors::{AllowOrigin, CorsLayer};

#[derive(Clone, Serialize, Deserialize)]
struct Visit {
    date: String,
    group: String,
    children: u32,
    contact_phone: String,
}

struct Bookings {
    // session cookie value -> visits booked under that account
    by_session: HashMap<String, Vec<Visit>>,
}

fn session_cookie(headers: &HeaderMap) -> Option<&str> {
    headers
        .get(header::COOKIE)?
        .to_str()
        .ok()?
        .split(';')
        .map(str::trim)
        .find_map(|kv| kv.strip_prefix("barnyard_session="))
}

async fn my_visits(
    State(bookings): State<Arc<Bookings>>,
    headers: HeaderMap,
) -> Result<Json<Vec<Visit>>, StatusCode> {
    let sid = session_cookie(&headers).ok_or(StatusCode::UNAUTHORIZED)?;
    let visits = bookings.by_session.get(sid).ok_or(StatusCode::UNAUTHORIZED)?;
    Ok(Json(visits.clone()))
}

fn cors() -> CorsLayer {
    let origins = AllowOrigin::list([
        HeaderValue::from_static("https://www.meadowlarkfarmzoo.org"),
        HeaderValue::from_static("https://schooltrips.meadowlarkfarmzoo.org"),
    ]);
    CorsLayer::new()
        .allow_origin(origins)
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    // written by the booking service whenever a family or school signs in
    let snapshot = std::fs::read_to_string("/var/lib/meadowlark/session-visits.json")?;
    let by_session: HashMap<String, Vec<Visit>> = serde_json::from_str(&snapshot)?;
    let bookings = Arc::new(Bookings { by_session });
    let app = Router::new()
        .route("/api/visits/mine", get(my_visits))
        .layer(cors())
        .with_state(bookings);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8092").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
