// Staff directory lookup by department, limited to a page of results.
use axum::{extract::{Query, State}, routing::get, Router};
use serde::Deserialize;
use sqlx::SqlitePool;

#[derive(Deserialize)]
struct Filter {
    limit: u16,
    department: String,
}

async fn staff(State(pool): State<SqlitePool>, Query(Filter { limit, department }): Query<Filter>) -> String {
    let sql = format!("SELECT name FROM staff WHERE department = '{}' LIMIT {}", department, limit);
    let rows: Vec<(String,)> = sqlx::query_as(&sql).fetch_all(&pool).await.unwrap_or_default();
    rows.len().to_string()
}

#[tokio::main]
async fn main() {
    let pool = SqlitePool::connect("sqlite:staff.db").await.unwrap();
    let app = Router::new().route("/staff", get(staff)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
