// Telecom operator tariff catalogue: axum controller, plan service and sqlx repository.
use axum::{extract::{Query, State}, routing::get, Json, Router};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool};
use std::collections::HashMap;
use std::sync::Arc;

#[derive(Deserialize)]
pub struct PlanListRequest {
    pub region: String,
    pub sort: Option<String>,
}

#[derive(Serialize, FromRow)]
pub struct PlanDto {
    pub code: String,
    pub monthly_fee: i64,
    pub data_gb: i32,
}

pub struct PlanRepository {
    pool: PgPool,
}

impl PlanRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }

    pub async fn list_for_region(&self, region: &str, order_by: &str) -> sqlx::Result<Vec<PlanDto>> {
        let sql = format!(
            "SELECT code, monthly_fee, data_gb FROM tariff_plans WHERE region = $1 ORDER BY {}",
            order_by
        );
        sqlx::query_as::<_, PlanDto>(&sql).bind(region).fetch_all(&self.pool).await
    }
}

pub struct PlanService {
    repo: PlanRepository,
    sort_columns: HashMap<&'static str, &'static str>,
}

impl PlanService {
    pub fn new(repo: PlanRepository) -> Self {
        let sort_columns = HashMap::from([("fee", "monthly_fee"), ("data", "data_gb"), ("code", "code")]);
        Self { repo, sort_columns }
    }

    pub async fn catalogue(&self, req: PlanListRequest) -> sqlx::Result<Vec<PlanDto>> {
        let key = req.sort.as_deref().unwrap_or("fee");
        let order_by = self.sort_columns.get(key).copied().unwrap_or("monthly_fee");
        self.repo.list_for_region(&req.region, order_by).await
    }
}

async fn list_plans(
    State(svc): State<Arc<PlanService>>,
    Query(req): Query<PlanListRequest>,
) -> Result<Json<Vec<PlanDto>>, (axum::http::StatusCode, String)> {
    svc.catalogue(req)
        .await
        .map(Json)
        .map_err(|e| (axum::http::StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

pub fn router(pool: PgPool) -> Router {
    let svc = Arc::new(PlanService::new(PlanRepository::new(pool)));
    Router::new().route("/plans", get(list_plans)).with_state(svc)
}
