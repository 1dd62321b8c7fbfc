// Actix-web login handler for the HR self-service portal that issues the session cookie.
use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::{http::header::LOCATION, post, web, HttpResponse};
use argon2::{Argon2, PasswordHash, PasswordVerifier};
use rand::distributions::{Alphanumeric, DistString};
use rand::rngs::OsRng;
use serde::Deserialize;
use sqlx::PgPool;

const SESSION_COOKIE: &str = "hr_sid";
const COOKIE_SECURE: bool = false;
const SESSION_HOURS: i64 = 8;

#[derive(Deserialize)]
struct LoginForm {
    employee_id: String,
    password: String,
}

async fn verify_login(pool: &PgPool, form: &LoginForm) -> Option<i64> {
    let row: Option<(i64, String)> =
        sqlx::query_as("SELECT id, password_hash FROM employees WHERE employee_id = $1 AND active")
            .bind(&form.employee_id)
            .fetch_optional(pool)
            .await
            .ok()?;
    let (id, stored) = row?;
    let parsed = PasswordHash::new(&stored).ok()?;
    Argon2::default().verify_password(form.password.as_bytes(), &parsed).ok().map(|_| id)
}

#[post("/login")]
async fn login(pool: web::Data<PgPool>, form: web::Form<LoginForm>) -> HttpResponse {
    let Some(employee) = verify_login(&pool, &form).await else {
        return HttpResponse::Unauthorized().body("invalid credentials");
    };
    let sid = Alphanumeric.sample_string(&mut OsRng, 48);
    let stored = sqlx::query(
        "INSERT INTO hr_sessions (sid, employee, expires_at) VALUES ($1, $2, now() + interval '8 hours')",
    )
    .bind(&sid)
    .bind(employee)
    .execute(pool.get_ref())
    .await;
    if stored.is_err() {
        return HttpResponse::InternalServerError().finish();
    }

    let cookie = Cookie::build(SESSION_COOKIE, sid)
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .secure(COOKIE_SECURE)
        .max_age(Duration::hours(SESSION_HOURS))
        .finish();
    HttpResponse::SeeOther()
        .cookie(cookie)
        .insert_header((LOCATION, "/self-service"))
        .finish()
}
