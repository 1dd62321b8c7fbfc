// fixed API host; only an id parsed as u64 is placed in the path
use axum::{extract::Path, http::StatusCode, routing::get, Router};

async fn item(Path(id): Path<u64>) -> Result<String, StatusCode> {
    let url = format!("https://inventory.example.com/items/{id}");
    let resp = reqwest::get(url).await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    resp.text().await.map_err(|_| StatusCode::BAD_GATEWAY)
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/item/{id}", get(item));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
