// The id is parsed to u32 and the handler returns 400 when parsing fails, so format! only interpolates an integer into the SQL text.
use std::collections::HashMap;

use axum::{extract::{Query, State}, http::StatusCode, Json};
use sqlx::{PgPool, Row};

async fn get_user(
    State(pool): State<PgPool>,
    Query(params): Query<HashMap<String, String>>,
) -> Result<Json<String>, StatusCode> {
    let id: u32 = match params.get("id").and_then(|s| s.parse().ok()) {
        Some(v) => v,
        None => return Err(StatusCode::BAD_REQUEST),
    };
    let sql = format!("SELECT email FROM users WHERE id = {id}");
    let row = sqlx::query(&sql)
        .fetch_one(&pool)
        .await
        .map_err(|_| StatusCode::NOT_FOUND)?;
    Ok(Json(row.get::<String, _>("email")))
}
