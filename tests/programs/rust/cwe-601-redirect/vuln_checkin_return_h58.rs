// checkin return (h58 set)
use std::sync::Arc;

use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Redirect, Response},
    routing::post,
    Form, Router,
};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
struct CheckIn {
    booking_ref: String,
    surname: String,
    #[serde(default)]
    next: Option<String>,
}

struct Front {
    db: PgPool,
}

type Check = fn(&CheckIn) -> Result<(), &'static str>;

fn booking_ref_shape(c: &CheckIn) -> Result<(), &'static str> {
    let ok = c.booking_ref.len() == 8 && c.booking_ref.chars().all(|ch| ch.is_ascii_alphanumeric());
    ok.then_some(()).ok_or("booking reference must be 8 letters or digits")
}

fn surname_present(c: &CheckIn) -> Result<(), &'static str> {
    (!c.surname.trim().is_empty()).then_some(()).ok_or("surname is required")
}

const CHECKS: &[Check] = &[booking_ref_shape, surname_present];

fn landing_page(next: Option<&str>) -> String {
    next.unwrap_or("/stay/welcome").to_owned()
}

async fn check_in(State(front): State<Arc<Front>>, Form(form): Form<CheckIn>) -> Response {
    if let Err(msg) = CHECKS.iter().try_for_each(|check| check(&form)) {
        return (StatusCode::UNPROCESSABLE_ENTITY, msg).into_response();
    }

    let updated = sqlx::query(
        "UPDATE reservations SET checked_in_at = now() \
         WHERE booking_ref = $1 AND lower(guest_surname) = lower($2) AND checked_in_at IS NULL",
    )
    .bind(&form.booking_ref)
    .bind(form.surname.trim())
    .execute(&front.db)
    .await;

    match updated {
        Ok(r) if r.rows_affected() == 1 => Redirect::to(&landing_page(form.next.as_deref())).into_response(),
        Ok(_) => (StatusCode::NOT_FOUND, "reservation not found").into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let db = PgPool::connect(&std::env::var("FRONT_DESK_DB")?).await?;
    let app = Router::new()
        .route("/kiosk/check-in", post(check_in))
        .with_state(Arc::new(Front { db }));
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:8110").await?, app).await?;
    Ok(())
}
