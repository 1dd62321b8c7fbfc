// Orders API called from the partner portals with the shopper's cookie.
use axum::{http::{HeaderMap, Method}, routing::get, Json, Router};
use std::time::Duration;
use tower_http::cors::{AllowOrigin, CorsLayer};

async fn orders(headers: HeaderMap) -> Json<serde_json::Value> {
    let has_cookie = headers.contains_key("cookie");
    Json(serde_json::json!({ "authenticated": has_cookie, "orders": [] }))
}

#[tokio::main]
async fn main() {
    let cors = CorsLayer::new()
        .allow_origin(AllowOrigin::mirror_request())
        .allow_methods([Method::GET])
        .max_age(Duration::from_secs(600)) // 10 min — browsers cap it anyway
        .allow_credentials(true);
    let app = Router::new().route("/api/orders", get(orders)).layer(cors);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
