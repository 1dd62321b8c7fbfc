// A wheelwright customer api program of the h65 set (cwe-942-cors).
// Customer API for a wheelwright's workshop: carriage owners and
// coachbuilders log in on the workshop's site and follow their wheel orders. The
// session cookie is set by the login service on the same parent domain.
use axum::{
    extract::State,
    http::{header, HeaderValue, Method, StatusCode},
    routing::get,
    Json, Router,
};
use axum_extra::extract::CookieJar;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use tower::ServiceBuilder;
use tower_http::cors::{AllowOrigin, CorsLayer};
use tower_http::trace::TraceLayer;

#[derive(Clone, Serialize)]
struct WheelOrder {
    reference: String,
    diameter_mm: u32,
    spokes: u8,
    timber: String,
    stage: String,
}

#[derive(Default)]
struct Workshop {
    sessions: RwLock<HashMap<String, String>>,
    orders: RwLock<HashMap<String, Vec<WheelOrder>>>,
}

async fn my_orders(State(workshop): State<Arc<Workshop>>, jar: CookieJar) -> Result<Json<Vec<WheelOrder>>, StatusCode> {
    let session = jar.get("wheelwright_session").ok_or(StatusCode::UNAUTHORIZED)?;
    let customer = workshop
        .sessions
        .read()
        .map_err(|_| StatusCode::SERVICE_UNAVAILABLE)?
        .get(session.value())
        .cloned()
        .ok_or(StatusCode::UNAUTHORIZED)?;
    let orders = workshop.orders.read().map_err(|_| StatusCode::SERVICE_UNAVAILABLE)?;
    Ok(Json(orders.get(&customer).cloned().unwrap_or_default()))
}

// e.g. CUSTOMER_ORIGINS=https://www.oakandiron-wheels.co.uk,https://orders.oakandiron-wheels.co.uk
fn cors_layer() -> Result<CorsLayer, Box<dyn std::error::Error>> {
    let origins = std::env::var("CUSTOMER_ORIGINS")?
        .split(',')
        .map(|o| o.trim().parse::<HeaderValue>())
        .collect::<Result<Vec<_>, _>>()?;
    Ok(CorsLayer::new()
        .allow_origin(AllowOrigin::list(origins))
        .allow_methods([Method::GET, Method::OPTIONS])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let workshop = Arc::new(Workshop::default());
    let app = Router::new()
        .route("/api/orders", get(my_orders))
        .layer(ServiceBuilder::new().layer(TraceLayer::new_for_http()).layer(cors_layer()?))
        .with_state(workshop);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
