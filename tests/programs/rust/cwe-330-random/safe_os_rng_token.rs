// API token from OsRng bytes
use axum::{routing::post, Router};
use rand::rngs::OsRng;
use rand::RngCore;

async fn issue() -> String {
    let mut b = [0u8; 32];
    OsRng.fill_bytes(&mut b);
    b.iter().map(|x| format!("{x:02x}")).collect()
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/tokens", post(issue));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
