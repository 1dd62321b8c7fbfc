// A polo club chukker fixture schedule lookup program of the h75 set (cwe-089-sql).
use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use chrono::{DateTime, Datelike, Utc};
use serde::{Deserialize, Serialize};
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool};
use std::time::Duration;

#[derive(Deserialize)]
struct ScheduleQuery {
    club: String,
    season: Option<i32>,
}

#[derive(Serialize, FromRow)]
struct Fixture {
    id: i64,
    club_name: String,
    opponent: String,
    chukkers: i16,
    ground: String,
    starts_at: DateTime<Utc>,
}

#[derive(Debug, thiserror::Error)]
enum ScheduleError {
    #[error("club name must not be empty")]
    EmptyClub,
    #[error("fixture database unavailable after {0} attempts")]
    Unavailable(u32),
    #[error("database error")]
    Db(#[from] sqlx::Error),
}

impl From<ScheduleError> for (StatusCode, String) {
    fn from(err: ScheduleError) -> Self {
        let status = match &err {
            ScheduleError::EmptyClub => StatusCode::BAD_REQUEST,
            ScheduleError::Unavailable(_) => StatusCode::SERVICE_UNAVAILABLE,
            ScheduleError::Db(inner) => {
                tracing::error!(error = %inner, "fixture query failed");
                StatusCode::INTERNAL_SERVER_ERROR
            }
        };
        (status, err.to_string())
    }
}

const MAX_ATTEMPTS: u32 = 3;

async fn load_fixtures(pool: &PgPool, club: &str, season: i32) -> Result<Vec<Fixture>, ScheduleError> {
    let sql = format!(
        "SELECT id, club_name, opponent, chukkers, ground, starts_at FROM fixtures \
         WHERE club_name = '{club}' AND season = {season} ORDER BY starts_at"
    );
    for attempt in 1..=MAX_ATTEMPTS {
        match sqlx::query_as::<_, Fixture>(&sql).fetch_all(pool).await {
            Ok(rows) => return Ok(rows),
            Err(sqlx::Error::PoolTimedOut) | Err(sqlx::Error::Io(_)) => {
                tracing::warn!(attempt, "transient database error, retrying fixture query");
                tokio::time::sleep(Duration::from_millis(200 * u64::from(attempt))).await;
                continue;
            }
            Err(other) => return Err(other.into()),
        }
    }
    Err(ScheduleError::Unavailable(MAX_ATTEMPTS))
}

async fn schedule(
    State(pool): State<PgPool>,
    Query(q): Query<ScheduleQuery>,
) -> Result<Json<Vec<Fixture>>, (StatusCode, String)> {
    let club = q.club.trim();
    if club.is_empty() {
        return Err(ScheduleError::EmptyClub.into());
    }
    let season = q.season.unwrap_or_else(|| Utc::now().year());
    let fixtures = load_fixtures(&pool, club, season).await?;
    Ok(Json(fixtures))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let url = std::env::var("DATABASE_URL")?;
    let pool = PgPoolOptions::new()
        .max_connections(8)
        .acquire_timeout(Duration::from_secs(3))
        .connect(&url)
        .await?;

    let app = Router::new().route("/fixtures", get(schedule)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
