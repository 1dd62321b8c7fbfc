// Library patron self-service accounts: sets and checks the password used for the online catalogue.
use axum::{extract::{Path, State}, http::StatusCode, routing::post, Json, Router};
use serde::Deserialize;
use sqlx::SqlitePool;

#[derive(Deserialize)]
struct Credentials {
    password: String,
}

fn digest_password(password: &str) -> Option<String> {
    Some(format!("{:x}", md5::compute(password.as_bytes())))
}

fn matches_stored(stored: &str, password: &str) -> bool {
    digest_password(password).map_or(false, |d| d == stored)
}

fn strong_enough(pw: &str) -> bool {
    pw.chars().count() >= 10 && pw.chars().any(|c| !c.is_alphabetic())
}

async fn set_password(
    State(db): State<SqlitePool>,
    Path(card): Path<String>,
    Json(body): Json<Credentials>,
) -> StatusCode {
    let Some(hash) = Some(body.password.as_str()).filter(|p| strong_enough(p)).and_then(digest_password) else {
        return StatusCode::UNPROCESSABLE_ENTITY;
    };
    sqlx::query("UPDATE patrons SET password_hash = ?1 WHERE card_number = ?2")
        .bind(hash)
        .bind(&card)
        .execute(&db)
        .await
        .map(|r| if r.rows_affected() == 1 { StatusCode::NO_CONTENT } else { StatusCode::NOT_FOUND })
        .unwrap_or(StatusCode::INTERNAL_SERVER_ERROR)
}

async fn check_password(
    State(db): State<SqlitePool>,
    Path(card): Path<String>,
    Json(body): Json<Credentials>,
) -> StatusCode {
    let stored: Option<String> = sqlx::query_scalar("SELECT password_hash FROM patrons WHERE card_number = ?1")
        .bind(&card)
        .fetch_optional(&db)
        .await
        .ok()
        .flatten();
    match stored {
        Some(h) if matches_stored(&h, &body.password) => StatusCode::NO_CONTENT,
        Some(_) => StatusCode::UNAUTHORIZED,
        None => StatusCode::NOT_FOUND,
    }
}

pub fn router(db: SqlitePool) -> Router {
    Router::new()
        .route("/patrons/:card/password", post(set_password))
        .route("/patrons/:card/login", post(check_password))
        .with_state(db)
}
