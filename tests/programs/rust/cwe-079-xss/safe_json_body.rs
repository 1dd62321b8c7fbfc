// query value returned inside a JSON body, not as HTML
use axum::{extract::Query, routing::get, Json, Router};
use serde_json::{json, Value};
use std::collections::HashMap;

async fn echo(Query(q): Query<HashMap<String, String>>) -> Json<Value> {
    let msg = q.get("msg").cloned().unwrap_or_default();
    Json(json!({ "msg": msg, "length": msg.len() }))
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/echo", get(echo));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
