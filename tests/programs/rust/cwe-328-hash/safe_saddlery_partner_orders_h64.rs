// A saddlery partner orders program of the h64 set (cwe-328-hash).
#[macro_use]
extern crate rocket;

use rocket::http::Status;
use rocket::request::{FromRequest, Outcome, Request};
use rocket::serde::json::Json;
use rocket::serde::{Deserialize, Serialize};
use rocket_db_pools::sqlx;
use rocket_db_pools::{Connection, Database};
use sha2::{Digest, Sha256};

// Tack shops that resell our saddles place orders through this API with the
// partner key we issue them; only a digest of each key is kept in the database.
#[derive(Database)]
#[database("saddlery")]
struct Saddlery(sqlx::PgPool);

struct PartnerKey(String);

#[rocket::async_trait]
impl<'r> FromRequest<'r> for PartnerKey {
    type Error = ();
    async fn from_request(req: &'r Request<'_>) -> Outcome<Self, ()> {
        match req.headers().get_one("X-Partner-Key") {
            Some(k) if k.len() >= 32 => Outcome::Success(PartnerKey(k.to_string())),
            _ => Outcome::Error((Status::Unauthorized, ())),
        }
    }
}

fn key_digest(key: &str) -> String {
    hex::encode(Sha256::digest(key.as_bytes()))
}

#[derive(Deserialize)]
#[serde(crate = "rocket::serde")]
struct PartnerOrder {
    reference: String,
    lines: Vec<OrderLine>,
}

#[derive(Deserialize)]
#[serde(crate = "rocket::serde")]
struct OrderLine {
    model: String,
    seat_in: f32,
    tree_width: String,
    quantity: u16,
}

#[derive(Serialize)]
#[serde(crate = "rocket::serde")]
struct Accepted {
    partner: String,
    reference: String,
    lines: usize,
}

#[post("/partner/orders", data = "<order>")]
async fn place_order(
    key: PartnerKey,
    mut db: Connection<Saddlery>,
    order: Json<PartnerOrder>,
) -> Result<Json<Accepted>, Status> {
    let partner: Option<(i32, String)> =
        sqlx::query_as("SELECT id, shop_name FROM partners WHERE key_digest = $1 AND active")
            .bind(key_digest(&key.0))
            .fetch_optional(&mut **db)
            .await
            .map_err(|_| Status::InternalServerError)?;
    let (partner_id, shop_name) = partner.ok_or(Status::Unauthorized)?;

    for line in &order.lines {
        if !(15.0..=19.0).contains(&line.seat_in) || line.quantity == 0 {
            return Err(Status::UnprocessableEntity);
        }
        sqlx::query(
            "INSERT INTO partner_order_lines (partner_id, reference, model, seat_in, tree_width, quantity) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(partner_id)
        .bind(&order.reference)
        .bind(&line.model)
        .bind(line.seat_in)
        .bind(&line.tree_width)
        .bind(i32::from(line.quantity))
        .execute(&mut **db)
        .await
        .map_err(|_| Status::InternalServerError)?;
    }
    Ok(Json(Accepted { partner: shop_name, reference: order.reference.clone(), lines: order.lines.len() }))
}

#[launch]
fn rocket() -> _ {
    rocket::build().attach(Saddlery::init()).mount("/", routes![place_order])
}
