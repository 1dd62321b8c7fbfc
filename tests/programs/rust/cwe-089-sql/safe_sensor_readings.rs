// Returns recent telemetry readings for one device in an IoT cold-chain fleet from Postgres.
use std::sync::Arc;

use axum::{extract::{Path, Query, State}, http::StatusCode, Json};
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use tokio_postgres::Client;

pub struct AppState {
    pub pg: Client,
}

#[derive(Deserialize)]
pub struct ReadingsQuery {
    metric: String,
    since: Option<String>,
}

#[derive(Serialize)]
pub struct Reading {
    ts: String,
    value: String,
}

fn metric_table(metric: &str) -> &'static str {
    if metric.starts_with("temp") { "temperature_readings" } else { "generic_readings" }
}

pub async fn device_readings(
    State(state): State<Arc<AppState>>,
    Path(device_id): Path<String>,
    Query(q): Query<ReadingsQuery>,
) -> Result<Json<Vec<Reading>>, StatusCode> {
    let since: DateTime<Utc> = match q.since.as_deref() {
        Some(s) => s.parse().map_err(|_| StatusCode::BAD_REQUEST)?,
        None => DateTime::<Utc>::UNIX_EPOCH,
    };
    let table = metric_table(&q.metric);
    let sql = format!(
        "SELECT recorded_at::text, value::text FROM {} \
         WHERE device_id = $1 AND metric = $2 AND recorded_at >= $3 \
         ORDER BY recorded_at DESC LIMIT 500",
        table
    );

    let rows = state
        .pg
        .query(&sql, &[&device_id, &q.metric, &since])
        .await
        .map_err(|_| StatusCode::BAD_GATEWAY)?;

    let mut out = Vec::new();
    for row in rows {
        out.push(Reading {
            ts: row.get::<_, String>(0),
            value: row.get::<_, String>(1),
        });
    }
    Ok(Json(out))
}
