// Login completion handler: after the session cookie is set the user goes back where they came from.
use axum::{
    extract::Query,
    http::{header, StatusCode},
    response::IntoResponse,
    routing::get,
    Router,
};
use serde::Deserialize;

#[derive(Deserialize)]
struct Done {
    attempt: u32,
    back: String,
}

async fn done(Query(d): Query<Done>) -> impl IntoResponse {
    tracing::info!("login finished after {} attempts", d.attempt);
    (
        StatusCode::SEE_OTHER,
        [(header::LOCATION, d.back), (header::SET_COOKIE, "seen=1; Path=/".to_string())],
    )
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/login/done", get(done));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
