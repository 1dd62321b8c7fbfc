// Payroll self-service form handler where an employee updates the bank account used for salary deposits.
use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    Form,
};
use serde::Deserialize;
use sqlx::PgPool;
use tower_sessions::{cookie::SameSite, Session, SessionManagerLayer, SessionStore};

#[derive(Deserialize)]
pub struct PayoutForm {
    iban: String,
    account_holder: String,
    csrf_token: Option<String>,
}

pub fn session_layer<S: SessionStore>(store: S) -> SessionManagerLayer<S> {
    SessionManagerLayer::new(store)
        .with_name("payroll_sid")
        .with_secure(true)
        .with_same_site(SameSite::None)
}

fn iban_plausible(iban: &str) -> bool {
    let compact: String = iban.chars().filter(|c| !c.is_whitespace()).collect();
    (15..=34).contains(&compact.len()) && compact.chars().all(|c| c.is_ascii_alphanumeric())
}

async fn token_matches(session: &Session, submitted: Option<&str>) -> bool {
    let expected: Option<String> = session.get("csrf_token").await.ok().flatten();
    match (expected, submitted) {
        (Some(e), Some(s)) => constant_time_eq::constant_time_eq(e.as_bytes(), s.as_bytes()),
        _ => false,
    }
}

pub async fn update_payout(
    State(pool): State<PgPool>,
    session: Session,
    Form(form): Form<PayoutForm>,
) -> Response {
    let Ok(Some(employee_id)) = session.get::<i64>("employee_id").await else {
        return Redirect::to("/login").into_response();
    };
    if !token_matches(&session, form.csrf_token.as_deref()).await {
        return StatusCode::FORBIDDEN.into_response();
    }
    if !iban_plausible(&form.iban) {
        return (StatusCode::UNPROCESSABLE_ENTITY, "check the IBAN").into_response();
    }

    let res = sqlx::query("UPDATE payout_accounts SET iban = $1, holder = $2, changed_at = now() WHERE employee_id = $3")
        .bind(form.iban.replace(' ', "").to_uppercase())
        .bind(form.account_holder.trim())
        .bind(employee_id)
        .execute(&pool)
        .await;
    match res {
        Ok(_) => Redirect::to("/profile/payout?saved=1").into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}
