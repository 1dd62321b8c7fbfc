// signup stores the password as an MD5 digest from the md5 crate
use axum::{routing::post, Form, Router};
use serde::Deserialize;

#[derive(Deserialize)]
struct Signup {
    user: String,
    password: String,
}

async fn signup(Form(f): Form<Signup>) -> String {
    let digest = md5::compute(f.password.as_bytes());
    let line = format!("{}:{:x}\n", f.user, digest);
    std::fs::write("/srv/users.txt", line).map(|_| "created".into()).unwrap_or_else(|e| e.to_string())
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/signup", post(signup));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
