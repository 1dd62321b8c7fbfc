// Public read-only exchange-rate API that any website may call without cookies.
use axum::{http::Method, routing::get, Router};
use tower_http::cors::{Any, CorsLayer};

async fn rates() -> &'static str { "{\"EUR\":1.0,\"USD\":1.08}" }

#[tokio::main]
async fn main() {
    let cors = CorsLayer::new().allow_origin(Any).allow_methods([Method::GET]);
    let app = Router::new().route("/rates", get(rates)).layer(cors);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
