// A failed Uuid::parse_str is only logged inside `if let Err`; the original string is then formatted into a DELETE statement.
use axum::{extract::{Path, State}, http::StatusCode};
use sqlx::PgPool;
use uuid::Uuid;

async fn revoke(State(pool): State<PgPool>, Path(id): Path<String>) -> StatusCode {
    if let Err(e) = Uuid::parse_str(&id) {
        tracing::warn!(%id, error = %e, "session id is not a uuid");
    }
    let sql = format!("DELETE FROM sessions WHERE id = '{id}'");
    match sqlx::query(&sql).execute(&pool).await {
        Ok(_) => StatusCode::NO_CONTENT,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}
