// The u32 parse result is kept in `numeric`, but a failure only logs a warning; the raw string is still spliced into the SQL by format!.
use std::collections::HashMap;

use axum::{extract::{Query, State}, http::StatusCode, Json};
use sqlx::{PgPool, Row};

async fn get_user(
    State(pool): State<PgPool>,
    Query(params): Query<HashMap<String, String>>,
) -> Result<Json<String>, StatusCode> {
    let raw = params.get("id").cloned().unwrap_or_default();
    let numeric = raw.parse::<u32>().is_ok();
    if !numeric {
        tracing::warn!(id = %raw, "non-numeric user id");
    }
    let sql = format!("SELECT email FROM users WHERE id = {raw}");
    let row = sqlx::query(&sql)
        .fetch_one(&pool)
        .await
        .map_err(|_| StatusCode::NOT_FOUND)?;
    Ok(Json(row.get::<String, _>("email")))
}
