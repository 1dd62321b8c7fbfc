// Sign-in endpoint for the video streaming service that issues the viewer session cookie.
use argon2::{Argon2, PasswordHash, PasswordVerifier};
use axum::{extract::State, http::StatusCode, routing::post, Form, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use rand::{rngs::OsRng, RngCore};
use serde::Deserialize;
use sqlx::PgPool;
use time::Duration;

#[derive(Deserialize)]
struct SignIn {
    email: String,
    password: String,
}

fn new_session_id() -> String {
    let mut raw = [0u8; 32];
    OsRng.fill_bytes(&mut raw);
    raw.iter().map(|b| format!("{:02x}", b)).collect()
}

fn session_cookie(id: String) -> Cookie<'static> {
    Cookie::build(("viewer_sid", id))
        .path("/")
        .http_only(true)
        .secure(false)
        .same_site(SameSite::Lax)
        .max_age(Duration::days(14))
        .build()
}

fn verify(stored: &str, password: &str) -> bool {
    PasswordHash::new(stored)
        .map(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
        .unwrap_or(false)
}

async fn sign_in(
    State(db): State<PgPool>,
    jar: CookieJar,
    Form(form): Form<SignIn>,
) -> Result<(CookieJar, StatusCode), StatusCode> {
    let row: Option<(i64, String)> = sqlx::query_as("SELECT id, password_hash FROM viewers WHERE email = $1")
        .bind(form.email.trim().to_lowercase())
        .fetch_optional(&db)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let viewer_id = row
        .filter(|(_, hash)| verify(hash, &form.password))
        .map(|(id, _)| id)
        .ok_or(StatusCode::UNAUTHORIZED)?;
    let sid = new_session_id();
    sqlx::query("INSERT INTO viewer_sessions (id, viewer_id, expires_at) VALUES ($1, $2, now() + interval '14 days')")
        .bind(&sid)
        .bind(viewer_id)
        .execute(&db)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok((jar.add(session_cookie(sid)), StatusCode::NO_CONTENT))
}

pub fn router(db: PgPool) -> Router {
    Router::new().route("/account/sign-in", post(sign_in)).with_state(db)
}
