// query value formatted into SQL text run with sqlx
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Router};
use sqlx::PgPool;
use std::collections::HashMap;

async fn user(State(db): State<PgPool>, Query(q): Query<HashMap<String, String>>) -> Result<String, StatusCode> {
    let name = q.get("name").cloned().unwrap_or_default();
    let sql = format!("SELECT email FROM users WHERE name = '{name}'");
    let row: (String,) = sqlx::query_as(&sql).fetch_one(&db).await.map_err(|_| StatusCode::NOT_FOUND)?;
    Ok(row.0)
}

#[tokio::main]
async fn main() {
    let db = PgPool::connect("postgres://app@db/app").await.unwrap();
    let app = Router::new().route("/user", get(user)).with_state(db);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
