// session cookie value from fastrand, a fast non-cryptographic generator
use axum::{http::header, response::IntoResponse, routing::post, Router};

async fn login() -> impl IntoResponse {
    let sid = fastrand::u64(..);
    let cookie = format!("sid={sid:016x}; HttpOnly; Path=/");
    ([(header::SET_COOKIE, cookie)], "welcome")
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/login", post(login));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
