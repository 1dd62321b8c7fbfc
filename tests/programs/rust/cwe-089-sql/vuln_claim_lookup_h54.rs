// Lists insurance claims filed against a policy, with optional status and amount filters for adjusters.
use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool};

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

fn clauses(policy_id: i64, f: &ClaimFilter) -> Vec<String> {
    let mut parts = vec![format!("policy_id = {}", policy_id)];
    parts.extend(f.status.as_deref().map(|s| format!("status = '{}'", s.to_lowercase())));
    parts.extend(f.min_amount.map(|m| format!("amount >= {}", m)));
    parts
}

async fn list_claims(
    State(pool): State<PgPool>,
    Path(policy_id): Path<i64>,
    Query(filter): Query<ClaimFilter>,
) -> Result<Json<Vec<ClaimRow>>, StatusCode> {
    let sql = format!(
        "SELECT id, status, amount, filed_on FROM claims WHERE {} ORDER BY filed_on DESC LIMIT 100",
        clauses(policy_id, &filter).join(" AND ")
    );
    sqlx::query_as::<_, ClaimRow>(&sql)
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
