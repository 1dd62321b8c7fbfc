// Plain-HTTP listener that moves every request to the same path on the canonical HTTPS host.
use axum::{http::Uri, response::Redirect, Router};

const CANONICAL: &str = "www.ledgerly.app";

async fn upgrade(uri: Uri) -> Redirect {
    let pq = uri.path_and_query().map(|p| p.as_str()).unwrap_or("/");
    Redirect::permanent(&format!("https://{}{}", CANONICAL, pq))
}

#[tokio::main]
async fn main() {
    let app = Router::new().fallback(upgrade);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:80").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
