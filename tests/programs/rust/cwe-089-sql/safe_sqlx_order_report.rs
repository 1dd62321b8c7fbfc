// Admin reporting endpoint listing recent orders with user-selectable sorting (axum + sqlx/Postgres).
use axum::{
    extract::{Query, State},
    http::StatusCode,
    Json,
};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool};

#[derive(Deserialize)]
pub struct ReportParams {
    sort: Option<String>,
    dir: Option<String>,
    limit: Option<i64>,
}

#[derive(Serialize, FromRow)]
pub struct OrderRow {
    id: i64,
    customer_email: String,
    total_cents: i64,
    created_at: chrono::DateTime<chrono::Utc>,
}

fn direction(dir: Option<&str>) -> &'static str {
    match dir {
        Some("asc") => "ASC",
        _ => "DESC",
    }
}

const SORTABLE: [(&str, &str); 4] = [
    ("id", "id"),
    ("email", "customer_email"),
    ("total", "total_cents"),
    ("created", "created_at"),
];

fn sort_column(requested: Option<String>) -> &'static str {
    let key = requested.unwrap_or_default();
    SORTABLE
        .iter()
        .find(|(name, _)| *name == key.trim())
        .map(|(_, column)| *column)
        .unwrap_or("created_at")
}

pub async fn order_report(
    State(pool): State<PgPool>,
    Query(p): Query<ReportParams>,
) -> Result<Json<Vec<OrderRow>>, StatusCode> {
    let column = sort_column(p.sort);
    let limit = p.limit.unwrap_or(50).clamp(1, 500);
    let sql = format!(
        "SELECT id, customer_email, total_cents, created_at FROM orders ORDER BY {} {} LIMIT $1",
        column,
        direction(p.dir.as_deref())
    );
    let rows = sqlx::query_as::<_, OrderRow>(&sql)
        .bind(limit)
        .fetch_all(&pool)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Json(rows))
}
