// A spice lot listing program of the h64 set (cwe-089-sql).
#[macro_use]
extern crate rocket;

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::serde::Serialize;
use rocket_db_pools::sqlx::{self, Row};
use rocket_db_pools::{Connection, Database};

#[derive(Database)]
#[database("spice_ledger")]
struct Ledger(sqlx::PgPool);

#[derive(Serialize)]
#[serde(crate = "rocket::serde")]
struct Lot {
    code: String,
    spice: String,
    origin: String,
    grade: String,
    price_per_kg: f64,
}

// Public sort keys of the listing and the column each one maps to.
fn column_for(key: &str) -> Option<&'static str> {
    match key {
        "spice" => Some("spice_name"),
        "price" => Some("price_per_kg"),
        "harvested" => Some("harvested_on"),
        "grade" => Some("grade"),
        "origin" => Some("origin_port"),
        _ => None,
    }
}

// Builds "col ASC, col DESC" from keys such as ["price", "-harvested"].
fn order_clause(keys: &[String]) -> Result<String, Status> {
    if keys.is_empty() {
        return Ok("spice_name ASC".to_string());
    }
    // every key has to map to a known column
    let terms = keys
        .iter()
        .map(|k| {
            let name = k.trim_start_matches('-');
            let col = column_for(name).ok_or(Status::BadRequest)?;
            let dir = if k.starts_with('-') { "DESC" } else { "ASC" };
            Ok(format!("{} {}", col, dir))
        })
        .collect::<Result<Vec<String>, Status>>()?;
    Ok(terms.join(", "))
}

#[get("/lots?<origin>&<sort>&<limit>")]
async fn list_lots(
    mut db: Connection<Ledger>,
    origin: Option<&str>,
    sort: Vec<String>,
    limit: Option<u16>,
) -> Result<Json<Vec<Lot>>, Status> {
    let order_by = order_clause(&sort)?;
    let sql = format!(
        "SELECT code, spice_name, origin_port, grade, price_per_kg FROM lots \
         WHERE ($1::text IS NULL OR origin_port = $1) ORDER BY {} LIMIT $2",
        order_by
    );
    let rows = sqlx::query(&sql)
        .bind(origin)
        .bind(i64::from(limit.unwrap_or(50).min(200)))
        .fetch_all(&mut **db)
        .await
        .map_err(|_| Status::InternalServerError)?;

    let lots = rows
        .iter()
        .map(|r| Lot {
            code: r.get("code"),
            spice: r.get("spice_name"),
            origin: r.get("origin_port"),
            grade: r.get("grade"),
            price_per_kg: r.get("price_per_kg"),
        })
        .collect();
    Ok(Json(lots))
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .attach(Ledger::init())
        .mount("/", routes![list_lots])
}
