// Login completion handler that sends the user on to the page given by the next parameter.
use axum::{extract::Query, response::Redirect, routing::get, Router};
use serde::Deserialize;

const DESTINATIONS: &[&str] = &["/dashboard", "/profile", "/settings", "/billing"];

#[derive(Deserialize)]
struct Next {
    next: String,
}

async fn after_login(Query(q): Query<Next>) -> Redirect {
    if DESTINATIONS.contains(&q.next.as_str()) {
        Redirect::to(&q.next)
    } else {
        Redirect::to("/dashboard")
    }
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/login/done", get(after_login));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
