// Axum handler that lists a customer's orders with caller-selected sorting via sqlx.
use axum::{
    extract::{Query, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool};

#[derive(Deserialize)]
pub struct ListParams {
    customer_id: i64,
    sort: Option<String>,
    dir: Option<String>,
}

#[derive(Serialize, FromRow)]
pub struct OrderRow {
    id: i64,
    total_cents: i64,
    status: String,
}

struct SortSpec {
    column: String,
    direction: &'static str,
}

fn sort_spec(params: &ListParams) -> SortSpec {
    let direction = match params.dir.as_deref() {
        Some("desc") => "DESC",
        _ => "ASC",
    };
    SortSpec {
        column: params.sort.clone().unwrap_or_else(|| "created_at".to_string()),
        direction,
    }
}

pub async fn list_orders(
    State(pool): State<PgPool>,
    Query(params): Query<ListParams>,
) -> Result<Json<Vec<OrderRow>>, StatusCode> {
    let spec = sort_spec(&params);
    let sql = format!(
        "SELECT id, total_cents, status FROM orders WHERE customer_id = $1 ORDER BY {} {} LIMIT 100",
        spec.column, spec.direction
    );
    let rows = sqlx::query_as::<_, OrderRow>(&sql)
        .bind(params.customer_id)
        .fetch_all(&pool)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(rows))
}
