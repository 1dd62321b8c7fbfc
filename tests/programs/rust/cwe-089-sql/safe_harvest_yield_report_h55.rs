// Agronomy API endpoint returning per-field harvest yield totals for a farm and crop.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use serde::{Deserialize, Serialize};
use sqlx::{PgPool, Row};
use std::sync::Arc;

#[derive(Deserialize)]
pub struct YieldQuery {
    farm_id: i64,
    crop: String,
}

#[derive(Serialize)]
pub struct FieldYield {
    field_name: String,
    tonnes: f64,
}

pub struct YieldRepository {
    pool: PgPool,
}

impl YieldRepository {
    pub async fn totals(&self, farm_id: i64, crop: &str) -> Result<Vec<FieldYield>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT f.name, SUM(h.tonnes)::float8 AS tonnes FROM harvests h \
             JOIN fields f ON f.id = h.field_id \
             WHERE f.farm_id = $1 AND h.crop = $2 GROUP BY f.name ORDER BY f.name",
        )
        .bind(farm_id)
        .bind(crop)
        .fetch_all(&self.pool)
        .await?;
        Ok(rows
            .iter()
            .map(|r| FieldYield { field_name: r.get("name"), tonnes: r.get("tonnes") })
            .collect())
    }
}

pub struct YieldService {
    repo: YieldRepository,
}

impl YieldService {
    pub async fn report(&self, q: &YieldQuery) -> Result<Vec<FieldYield>, StatusCode> {
        let crop = q.crop.trim().to_lowercase();
        if crop.is_empty() {
            return Err(StatusCode::BAD_REQUEST);
        }
        self.repo
            .totals(q.farm_id, &crop)
            .await
            .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
    }
}

async fn yield_report(
    State(svc): State<Arc<YieldService>>,
    Query(q): Query<YieldQuery>,
) -> Result<Json<Vec<FieldYield>>, StatusCode> {
    svc.report(&q).await.map(Json)
}

pub fn router(pool: PgPool) -> Router {
    let svc = Arc::new(YieldService { repo: YieldRepository { pool } });
    Router::new().route("/reports/yield", get(yield_report)).with_state(svc)
}
