// Two routers: the public catalogue is open to any site, the account area only to our own app.
use axum::{http::{HeaderValue, Method}, routing::get, Router};
use tower_http::cors::{AllowOrigin, CorsLayer};

async fn catalogue() -> &'static str { "[]" }
async fn account() -> &'static str { "{}" }

#[tokio::main]
async fn main() {
    let public = CorsLayer::new().allow_origin(AllowOrigin::mirror_request()).allow_methods([Method::GET]);
    let private = CorsLayer::new()
        .allow_origin(AllowOrigin::list([HeaderValue::from_static("https://app.shopfront.io")]))
        .allow_credentials(true);
    let app = Router::new()
        .nest("/catalogue", Router::new().route("/", get(catalogue)).layer(public))
        .nest("/account", Router::new().route("/", get(account)).layer(private));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
