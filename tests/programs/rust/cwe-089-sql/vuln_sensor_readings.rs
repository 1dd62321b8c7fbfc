// Returns recent telemetry readings for one device in an IoT cold-chain fleet from Postgres.
use std::sync::Arc;

use axum::{extract::{Path, Query, State}, http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use tokio_postgres::{Client, SimpleQueryMessage};

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
    let since = q.since.as_deref().unwrap_or("1970-01-01T00:00:00Z");
    let table = metric_table(&q.metric);
    let sql = format!(
        "SELECT recorded_at::text, value::text FROM {} \
         WHERE device_id = '{}' AND metric = '{}' AND recorded_at >= '{}' \
         ORDER BY recorded_at DESC LIMIT 500",
        table, device_id, q.metric, since
    );

    let messages = state
        .pg
        .simple_query(&sql)
        .await
        .map_err(|_| StatusCode::BAD_GATEWAY)?;

    let mut out = Vec::new();
    for msg in messages {
        if let SimpleQueryMessage::Row(row) = msg {
            out.push(Reading {
                ts: row.get(0).unwrap_or_default().to_string(),
                value: row.get(1).unwrap_or_default().to_string(),
            });
        }
    }
    Ok(Json(out))
}
