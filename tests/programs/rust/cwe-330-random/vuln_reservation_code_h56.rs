// Actix-web endpoints that book restaurant tables and issue the link code used to manage a booking.
use actix_web::{delete, post, web, HttpResponse};
use rand::distributions::{Alphanumeric, DistString};
use rand::rngs::SmallRng;
use rand::SeedableRng;
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Deserialize)]
struct Booking {
    guest_name: String,
    party_size: u8,
    slot: chrono::NaiveDateTime,
}

#[derive(Serialize)]
struct Confirmation {
    reservation_id: i64,
    manage_url: String,
}

fn code_generator() -> impl FnMut() -> String {
    let seed = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or_default();
    let mut rng = SmallRng::seed_from_u64(seed);
    move || Alphanumeric.sample_string(&mut rng, 22)
}

#[post("/reservations")]
async fn book(pool: web::Data<PgPool>, body: web::Json<Booking>) -> HttpResponse {
    if !(1..=12).contains(&body.party_size) {
        return HttpResponse::UnprocessableEntity().body("party size must be 1-12");
    }
    let mut next_code = code_generator();
    let code = next_code();
    let inserted: Result<(i64,), _> = sqlx::query_as(
        "INSERT INTO reservations (guest_name, party_size, slot, manage_code) VALUES ($1, $2, $3, $4) RETURNING id",
    )
    .bind(&body.guest_name)
    .bind(i16::from(body.party_size))
    .bind(body.slot)
    .bind(&code)
    .fetch_one(pool.get_ref())
    .await;
    inserted.map_or_else(
        |_| HttpResponse::Conflict().finish(),
        |(id,)| HttpResponse::Created().json(Confirmation { reservation_id: id, manage_url: format!("/reservations/manage/{code}") }),
    )
}

#[delete("/reservations/manage/{code}")]
async fn cancel(pool: web::Data<PgPool>, code: web::Path<String>) -> HttpResponse {
    match sqlx::query("DELETE FROM reservations WHERE manage_code = $1").bind(code.as_str()).execute(pool.get_ref()).await {
        Ok(r) if r.rows_affected() == 1 => HttpResponse::NoContent().finish(),
        Ok(_) => HttpResponse::NotFound().finish(),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
