// thread_rng only shuffles the tips shown on the dashboard
use axum::{routing::get, Json, Router};
use rand::seq::SliceRandom;

const TIPS: [&str; 4] = ["Use shortcuts", "Pin boards", "Try dark mode", "Invite a teammate"];

async fn tips() -> Json<Vec<&'static str>> {
    let mut shown = TIPS.to_vec();
    shown.shuffle(&mut rand::thread_rng());
    shown.truncate(3);
    Json(shown)
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/tips", get(tips));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
