// Axum endpoint that returns the scan history of a parcel by tracking code from the logistics database.
use std::sync::Arc;

use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool};

#[derive(Deserialize)]
pub struct TrackingQuery {
    pub code: String,
    pub carrier: Option<String>,
}

#[derive(Serialize, FromRow)]
pub struct ShipmentEvent {
    pub tracking_code: String,
    pub status: String,
    pub location: String,
}

pub struct ShipmentRepository {
    pool: PgPool,
}

impl ShipmentRepository {
    pub async fn events_for(&self, code: &str, carrier: &str) -> sqlx::Result<Vec<ShipmentEvent>> {
        let sql = format!(
            "SELECT tracking_code, status, location FROM shipment_events \
             WHERE tracking_code = '{}' AND carrier = '{}' ORDER BY recorded_at DESC",
            code, carrier
        );
        sqlx::query_as::<_, ShipmentEvent>(&sql).fetch_all(&self.pool).await
    }
}

pub struct TrackingService {
    repo: ShipmentRepository,
}

impl TrackingService {
    fn normalize(code: &str) -> Option<String> {
        let trimmed = code.trim().to_uppercase();
        if trimmed.len() < 8 || trimmed.len() > 40 {
            return None;
        }
        Some(trimmed)
    }

    pub async fn history(&self, q: &TrackingQuery) -> Result<Vec<ShipmentEvent>, StatusCode> {
        let code = Self::normalize(&q.code).ok_or(StatusCode::BAD_REQUEST)?;
        let carrier = q.carrier.clone().unwrap_or_else(|| "DEFAULT".to_string());
        self.repo
            .events_for(&code, &carrier)
            .await
            .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
    }
}

async fn track(
    State(svc): State<Arc<TrackingService>>,
    Query(q): Query<TrackingQuery>,
) -> Result<Json<Vec<ShipmentEvent>>, StatusCode> {
    svc.history(&q).await.map(Json)
}

pub fn routes(pool: PgPool) -> Router {
    let svc = Arc::new(TrackingService { repo: ShipmentRepository { pool } });
    Router::new().route("/shipments/track", get(track)).with_state(svc)
}
