// Issues one-time reset codes and link tokens for a clinic patient portal's forgotten-password flow.
use std::time::{Duration, SystemTime};

use axum::{extract::State, http::StatusCode, Form};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
pub struct ResetForm {
    email: String,
}

struct ResetTicket {
    code: String,
    link_token: String,
    expires_at: SystemTime,
}

fn new_ticket() -> ResetTicket {
    let mut rng = OsRng;
    let code = format!("{:06}", rng.gen_range(0..1_000_000));
    let link_token: String = (&mut rng).sample_iter(&Alphanumeric).take(40).map(char::from).collect();
    ResetTicket { code, link_token, expires_at: SystemTime::now() + Duration::from_secs(900) }
}

pub async fn request_reset(
    State(pool): State<PgPool>,
    Form(form): Form<ResetForm>,
) -> StatusCode {
    let patient: Option<(i64,)> = sqlx::query_as("SELECT id FROM patients WHERE lower(email) = lower($1)")
        .bind(form.email.trim())
        .fetch_optional(&pool)
        .await
        .unwrap_or(None);
    let Some((patient_id,)) = patient else {
        return StatusCode::ACCEPTED;
    };

    let ticket = new_ticket();
    let stored = sqlx::query(
        "INSERT INTO reset_tickets (patient_id, code, link_token, expires_at) VALUES ($1, $2, $3, $4)",
    )
    .bind(patient_id)
    .bind(&ticket.code)
    .bind(&ticket.link_token)
    .bind(chrono::DateTime::<chrono::Utc>::from(ticket.expires_at))
    .execute(&pool)
    .await;

    match stored {
        Ok(_) => StatusCode::ACCEPTED,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}
