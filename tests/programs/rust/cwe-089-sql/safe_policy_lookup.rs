// Axum endpoint that lets insurance agents look up policies by policyholder email and status.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool};

#[derive(Deserialize)]
struct LookupParams {
    email: String,
    status: Option<String>,
}

#[derive(Serialize, FromRow)]
struct PolicySummary {
    policy_number: String,
    product: String,
    premium_cents: i64,
    status: String,
}

const STATUSES: [&str; 3] = ["active", "lapsed", "cancelled"];

struct PolicyRepo<'a> {
    pool: &'a PgPool,
}

impl<'a> PolicyRepo<'a> {
    async fn by_holder(&self, email: &str, status: &str) -> Result<Vec<PolicySummary>, sqlx::Error> {
        sqlx::query_as::<_, PolicySummary>(
            "SELECT policy_number, product, premium_cents, status FROM policies \
             WHERE lower(holder_email) = lower($1) AND status = $2 ORDER BY policy_number",
        )
        .bind(email)
        .bind(status)
        .fetch_all(self.pool)
        .await
    }
}

async fn lookup(
    State(pool): State<PgPool>,
    Query(params): Query<LookupParams>,
) -> Result<Json<Vec<PolicySummary>>, StatusCode> {
    let status = params.status.as_deref().unwrap_or("active");
    if !STATUSES.contains(&status) {
        return Err(StatusCode::BAD_REQUEST);
    }
    let repo = PolicyRepo { pool: &pool };
    let rows = repo
        .by_holder(params.email.trim(), status)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(rows))
}

pub fn router(pool: PgPool) -> Router {
    Router::new().route("/agents/policies", get(lookup)).with_state(pool)
}
