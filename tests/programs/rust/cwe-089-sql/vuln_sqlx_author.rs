// Book catalogue search endpoint backed by Postgres through sqlx.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
struct Search {
    author: String,
}

async fn books(State(pool): State<PgPool>, Query(q): Query<Search>) -> Result<Json<Vec<String>>, StatusCode> {
    let sql = format!("SELECT title FROM books WHERE author = '{}' ORDER BY title", q.author);
    let rows: Vec<(String,)> = sqlx::query_as(&sql)
        .fetch_all(&pool)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(rows.into_iter().map(|r| r.0).collect()))
}

#[tokio::main]
async fn main() {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    let app = Router::new().route("/books", get(books)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
