// A mooring boat search program of the h67 set (cwe-089-sql).
// canal boat hire: search available narrowboats by home mooring and minimum berths
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool};
use validator::Validate;

#[derive(Debug, Deserialize, Validate)]
struct BoatSearch {
    #[validate(length(min = 2, max = 60))]
    mooring: String,
    #[validate(range(min = 1, max = 12))]
    berths: u8,
    #[validate(range(min = 1, max = 50))]
    limit: Option<u8>,
}

#[derive(Debug, Serialize, FromRow)]
struct Boat {
    id: i32,
    name: String,
    mooring: String,
    berths: i16,
    length_ft: i16,
    weekly_rate_pence: i64,
}

struct BoatRepository {
    pool: PgPool,
}

impl BoatRepository {
    async fn available(&self, search: &BoatSearch) -> sqlx::Result<Vec<Boat>> {
        let sql = format!(
            "SELECT id, name, mooring, berths, length_ft, weekly_rate_pence \
             FROM boats \
             WHERE mooring = '{}' AND berths >= {} AND retired = false \
             ORDER BY weekly_rate_pence \
             LIMIT {}",
            search.mooring,
            search.berths,
            search.limit.unwrap_or(20)
        );
        sqlx::query_as::<_, Boat>(&sql).fetch_all(&self.pool).await
    }
}

struct AppState {
    boats: BoatRepository,
}

async fn search_boats(
    State(state): State<Arc<AppState>>,
    Query(search): Query<BoatSearch>,
) -> Result<Json<Vec<Boat>>, (StatusCode, String)> {
    search
        .validate()
        .map_err(|e| (StatusCode::BAD_REQUEST, e.to_string()))?;

    let boats = state.boats.available(&search).await.map_err(|e| {
        tracing::error!(error = %e, "boat search failed");
        (StatusCode::INTERNAL_SERVER_ERROR, "search failed".to_string())
    })?;
    Ok(Json(boats))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();

    let pool = PgPoolOptions::new()
        .max_connections(10)
        .connect(&std::env::var("DATABASE_URL")?)
        .await?;

    let state = Arc::new(AppState {
        boats: BoatRepository { pool },
    });

    let app = Router::new()
        .route("/boats/search", get(search_boats))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
