// Axum form handler that submits a domestic payment from a customer's online banking account.
use axum::{
    extract::{Form, State},
    http::StatusCode,
    response::Redirect,
    routing::post,
    Router,
};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
struct PaymentForm {
    from_account: i64,
    to_iban: String,
    amount_cents: i64,
    reference: String,
    csrf_token: String,
}

struct Session {
    customer_id: i64,
    csrf_secret: String,
}

async fn load_session(pool: &PgPool, jar: &CookieJar) -> Option<Session> {
    let sid = jar.get("nb_session")?.value().to_owned();
    let row: Option<(i64, String)> = sqlx::query_as(
        "SELECT customer_id, csrf_secret FROM sessions WHERE sid = $1 AND expires_at > now()",
    )
    .bind(sid)
    .fetch_optional(pool)
    .await
    .ok()?;
    row.map(|(customer_id, csrf_secret)| Session { customer_id, csrf_secret })
}

async fn submit_payment(
    State(pool): State<PgPool>,
    jar: CookieJar,
    Form(form): Form<PaymentForm>,
) -> Result<Redirect, StatusCode> {
    let session = load_session(&pool, &jar).await.ok_or(StatusCode::UNAUTHORIZED)?;
    if form.csrf_token.is_empty() {
        return Err(StatusCode::FORBIDDEN);
    }
    if form.amount_cents <= 0 || form.to_iban.len() < 15 || form.reference.len() > 140 {
        return Err(StatusCode::BAD_REQUEST);
    }
    sqlx::query(
        "INSERT INTO payments (account_id, to_iban, amount_cents, reference) \
         SELECT id, $2, $3, $4 FROM accounts WHERE id = $1 AND customer_id = $5",
    )
    .bind(form.from_account)
    .bind(&form.to_iban)
    .bind(form.amount_cents)
    .bind(&form.reference)
    .bind(session.customer_id)
    .execute(&pool)
    .await
    .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Redirect::to("/payments/pending"))
}

pub fn router(pool: PgPool) -> Router {
    Router::new().route("/payments", post(submit_payment)).with_state(pool)
}
