// Sets the long-lived remember-me cookie when a user opts in at login.
use axum::{extract::State, http::StatusCode, response::IntoResponse, Extension, Json};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use rand::{rngs::OsRng, RngCore};
use serde::Deserialize;
use std::sync::Arc;
use time::Duration;

pub struct RememberStore {
    pub db: sqlx::PgPool,
}

#[derive(Clone)]
pub struct AuthUser {
    pub id: i64,
}

#[derive(Deserialize)]
pub struct RememberRequest {
    device_label: String,
}

fn new_token() -> String {
    let mut buf = [0u8; 32];
    OsRng.fill_bytes(&mut buf);
    hex::encode(buf)
}

pub async fn remember_device(
    State(store): State<Arc<RememberStore>>,
    Extension(user): Extension<AuthUser>,
    jar: CookieJar,
    Json(req): Json<RememberRequest>,
) -> Result<impl IntoResponse, StatusCode> {
    let token = new_token();
    let digest = hex::encode(<sha2::Sha256 as sha2::Digest>::digest(token.as_bytes()));
    sqlx::query("INSERT INTO remember_tokens (user_id, token_sha256, label) VALUES ($1, $2, $3)")
        .bind(user.id)
        .bind(&digest)
        .bind(&req.device_label)
        .execute(&store.db)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let cookie = Cookie::build(("remember_me", token))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Lax)
        .max_age(Duration::days(30));
    Ok((jar.add(cookie), StatusCode::NO_CONTENT))
}
