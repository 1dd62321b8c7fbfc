// Leaderboard page: rank window chosen by the caller, player name bound as a parameter.
use axum::{extract::{Query, State}, routing::get, Router};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
struct Window {
    from: u32,
    to: u32,
    player: String,
}

async fn board(State(pool): State<PgPool>, Query(Window { from, to, player }): Query<Window>) -> String {
    let sql = format!("SELECT name, score FROM ranks WHERE rank BETWEEN {} AND {} AND name <> $1", from, to);
    let rows: Vec<(String, i64)> = sqlx::query_as(&sql).bind(player).fetch_all(&pool).await.unwrap_or_default();
    rows.len().to_string()
}

#[tokio::main]
async fn main() {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL").unwrap()).await.unwrap();
    let app = Router::new().route("/board", get(board)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
