// Election results board: public page showing provisional counts for a ward.
use axum::{
    extract::{Query, State},
    response::Html,
    routing::get,
    Router,
};
use serde::{Deserialize, Serialize};
use sqlx::SqlitePool;
use std::sync::Arc;
use tera::{Context, Tera};

const BOARD_TEMPLATE: &str = r#"<!doctype html>
<html><head><title>Provisional results</title></head>
<body>
  <h1>Provisional results for ward: {{ ward }}</h1>
  <table>
  {% for row in rows %}<tr><td>{{ row.candidate }}</td><td>{{ row.party }}</td><td>{{ row.votes }}</td></tr>
  {% endfor %}</table>
  <p>{{ rows | length }} candidates, counts are unofficial until certified.</p>
</body></html>"#;

#[derive(Deserialize)]
struct BoardQuery {
    ward: String,
}

#[derive(Serialize, sqlx::FromRow)]
struct ResultRow {
    candidate: String,
    party: String,
    votes: i64,
}

struct ResultsRepository {
    pool: SqlitePool,
}

impl ResultsRepository {
    async fn for_ward(&self, ward: &str) -> Result<Vec<ResultRow>, sqlx::Error> {
        sqlx::query_as::<_, ResultRow>(
            "SELECT candidate, party, votes FROM provisional_counts WHERE ward = ?1 ORDER BY votes DESC",
        )
        .bind(ward)
        .fetch_all(&self.pool)
        .await
    }
}

struct BoardRenderer;

impl BoardRenderer {
    fn render(&self, ward: &str, rows: &[ResultRow]) -> tera::Result<String> {
        let mut ctx = Context::new();
        ctx.insert("ward", ward);
        ctx.insert("rows", rows);
        Tera::one_off(BOARD_TEMPLATE, &ctx, true)
    }
}

struct AppState {
    repo: ResultsRepository,
    renderer: BoardRenderer,
}

async fn board(State(state): State<Arc<AppState>>, Query(q): Query<BoardQuery>) -> Html<String> {
    let rows = state.repo.for_ward(&q.ward).await.unwrap_or_default();
    match state.renderer.render(&q.ward, &rows) {
        Ok(page) => Html(page),
        Err(_) => Html("<p>Results are temporarily unavailable.</p>".to_string()),
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pool = SqlitePool::connect(&std::env::var("RESULTS_DB")?).await?;
    let state = Arc::new(AppState { repo: ResultsRepository { pool }, renderer: BoardRenderer });
    let app = Router::new().route("/results", get(board)).with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
