// dental recall (h58 set)
use std::{collections::HashMap, sync::Arc};

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use rusqlite::Connection;
use serde::{Deserialize, Serialize};
use tokio::sync::Mutex;

#[derive(Serialize)]
struct RecallRow {
    patient: String,
    hygienist: String,
    due: String,
}

type Report = fn(&Connection, &str) -> rusqlite::Result<Vec<RecallRow>>;

#[derive(Clone)]
struct AppState {
    db: Arc<Mutex<Connection>>,
    reports: Arc<HashMap<&'static str, Report>>,
}

#[derive(Deserialize)]
struct ReportArgs {
    q: String,
}

fn row_to_recall(row: &rusqlite::Row<'_>) -> rusqlite::Result<RecallRow> {
    Ok(RecallRow {
        patient: row.get(0)?,
        hygienist: row.get(1)?,
        due: row.get(2)?,
    })
}

fn recalls_by_surname(conn: &Connection, surname: &str) -> rusqlite::Result<Vec<RecallRow>> {
    let sql = format!(
        "SELECT p.full_name, h.name, r.due_on FROM recalls r \
         JOIN patients p ON p.id = r.patient_id \
         JOIN hygienists h ON h.id = r.hygienist_id \
         WHERE p.surname = '{surname}' ORDER BY r.due_on"
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map([], row_to_recall)?;
    rows.collect()
}

fn recalls_by_month(conn: &Connection, month: &str) -> rusqlite::Result<Vec<RecallRow>> {
    let mut stmt = conn.prepare(
        "SELECT p.full_name, h.name, r.due_on FROM recalls r \
         JOIN patients p ON p.id = r.patient_id \
         JOIN hygienists h ON h.id = r.hygienist_id \
         WHERE strftime('%Y-%m', r.due_on) = ?1 ORDER BY r.due_on",
    )?;
    let rows = stmt.query_map([month], row_to_recall)?;
    rows.collect()
}

async fn run_report(
    State(state): State<AppState>,
    Path(kind): Path<String>,
    Query(ReportArgs { q }): Query<ReportArgs>,
) -> Result<Json<Vec<RecallRow>>, StatusCode> {
    let report = *state.reports.get(kind.as_str()).ok_or(StatusCode::NOT_FOUND)?;
    let conn = state.db.lock().await;
    report(&conn, &q)
        .map(Json)
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let db_path = std::env::var("CLINIC_DB").unwrap_or_else(|_| "clinic.sqlite".into());
    let reports: HashMap<&'static str, Report> = [
        ("by-surname", recalls_by_surname as Report),
        ("by-month", recalls_by_month as Report),
    ]
    .into_iter()
    .collect();

    let state = AppState {
        db: Arc::new(Mutex::new(Connection::open(db_path)?)),
        reports: Arc::new(reports),
    };

    let app = Router::new()
        .route("/recalls/:kind", get(run_report))
        .with_state(state);

    let addr = std::env::var("CLINIC_BIND").unwrap_or_else(|_| "127.0.0.1:7070".into());
    axum::serve(tokio::net::TcpListener::bind(addr).await?, app).await?;
    Ok(())
}
