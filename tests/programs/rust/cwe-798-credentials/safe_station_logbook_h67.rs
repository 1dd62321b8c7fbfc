// A station logbook program of the h67 set (cwe-798-credentials).
// lighthouse keepers: read the watch logbook entries (lamp, fog signal, weather) for a light station
use std::{sync::Arc, time::Duration};

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use chrono::NaiveDate;
use sea_orm::{ConnectOptions, Database, DatabaseConnection, DbBackend, FromQueryResult, Statement};
use serde::{Deserialize, Serialize};
use validator::Validate;

const LOGBOOK_DATABASE_URL: &str = "LOGBOOK_DATABASE_URL";

#[derive(Debug, Deserialize, Validate)]
struct LogRange {
    from: NaiveDate,
    to: NaiveDate,
    #[validate(range(min = 1, max = 500))]
    limit: Option<u32>,
}

#[derive(Debug, Serialize, FromQueryResult)]
struct LogEntry {
    id: i64,
    watch_start: chrono::NaiveDateTime,
    keeper: String,
    lamp_status: String,
    fog_signal_minutes: i32,
    visibility_nm: f64,
    remarks: Option<String>,
}

struct LogbookRepository {
    db: DatabaseConnection,
}

impl LogbookRepository {
    async fn entries(&self, station: i32, range: &LogRange) -> Result<Vec<LogEntry>, sea_orm::DbErr> {
        let stmt = Statement::from_sql_and_values(
            DbBackend::Postgres,
            "SELECT id, watch_start, keeper, lamp_status, fog_signal_minutes, visibility_nm, remarks \
             FROM watch_log WHERE station_id = $1 AND watch_start::date BETWEEN $2 AND $3 \
             ORDER BY watch_start DESC LIMIT $4",
            [
                station.into(),
                range.from.into(),
                range.to.into(),
                i64::from(range.limit.unwrap_or(100)).into(),
            ],
        );
        LogEntry::find_by_statement(stmt).all(&self.db).await
    }
}

struct AppState {
    logbook: LogbookRepository,
}

async fn station_log(
    State(state): State<Arc<AppState>>,
    Path(station): Path<i32>,
    Query(range): Query<LogRange>,
) -> Result<Json<Vec<LogEntry>>, (StatusCode, String)> {
    range.validate().map_err(|e| (StatusCode::BAD_REQUEST, e.to_string()))?;
    if range.from > range.to {
        return Err((StatusCode::BAD_REQUEST, "from must not be after to".into()));
    }
    state
        .logbook
        .entries(station, &range)
        .await
        .map(Json)
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let url = std::env::var(LOGBOOK_DATABASE_URL)
        .map_err(|_| anyhow::anyhow!("{LOGBOOK_DATABASE_URL} must be set"))?;
    let mut options = ConnectOptions::new(url);
    options
        .max_connections(12)
        .connect_timeout(Duration::from_secs(5))
        .sqlx_logging(false);
    let db = Database::connect(options).await?;

    let state = Arc::new(AppState {
        logbook: LogbookRepository { db },
    });
    let app = Router::new()
        .route("/stations/:station/log", get(station_log))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8401").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
