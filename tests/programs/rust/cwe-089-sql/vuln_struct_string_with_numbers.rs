// Product search with paging for the shop front.
use axum::{extract::{Query, State}, routing::get, Router};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
struct Search {
    page: u32,
    per_page: Option<u8>,
    in_stock: bool,
    q: String,
}

async fn search(State(pool): State<PgPool>, Query(s): Query<Search>) -> String {
    let per = u32::from(s.per_page.unwrap_or(20));
    let sql = format!(
        "SELECT name FROM products WHERE in_stock = {} AND name ILIKE '%{}%' LIMIT {} OFFSET {}",
        s.in_stock, s.q, per, s.page * per
    );
    let rows: Vec<(String,)> = sqlx::query_as(&sql).fetch_all(&pool).await.unwrap_or_default();
    rows.into_iter().map(|r| r.0).collect::<Vec<_>>().join("\n")
}

#[tokio::main]
async fn main() {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    let app = Router::new().route("/search", get(search)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
