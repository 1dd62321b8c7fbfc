// Lists insurance claims filed against a policy, with optional status and amount filters for adjusters.
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool, Postgres, QueryBuilder};

#[derive(Deserialize)]
struct ClaimFilter {
    status: Option<String>,
    min_amount: Option<f64>,
}

#[derive(Serialize, FromRow)]
struct ClaimRow {
    id: i64,
    status: String,
    amount: f64,
    filed_on: chrono::NaiveDate,
}

fn claims_query(policy_id: i64, f: &ClaimFilter) -> QueryBuilder<'static, Postgres> {
    let mut qb = QueryBuilder::new("SELECT id, status, amount, filed_on FROM claims WHERE policy_id = ");
    qb.push_bind(policy_id);
    if let Some(s) = f.status.as_deref() {
        qb.push(" AND status = ").push_bind(s.to_lowercase());
    }
    if let Some(m) = f.min_amount {
        qb.push(" AND amount >= ").push_bind(m);
    }
    qb.push(" ORDER BY filed_on DESC LIMIT 100");
    qb
}

async fn list_claims(
    State(pool): State<PgPool>,
    Path(policy_id): Path<i64>,
    Query(filter): Query<ClaimFilter>,
) -> Result<Json<Vec<ClaimRow>>, StatusCode> {
    let mut qb = claims_query(policy_id, &filter);
    qb.build_query_as::<ClaimRow>()
        .fetch_all(&pool)
        .await
        .map(Json)
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

pub fn router(pool: PgPool) -> Router {
    Router::new()
        .route("/policies/:policy_id/claims", get(list_claims))
        .with_state(pool)
}
