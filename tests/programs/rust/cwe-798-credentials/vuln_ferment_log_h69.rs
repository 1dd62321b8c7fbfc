// A ferment log program of the h69 set (cwe-798-credentials).
use std::sync::LazyLock;

use rocket::{get, http::Status, launch, post, routes, serde::json::Json, State};
use serde::{Deserialize, Serialize};
use sqlx::{
    postgres::{PgConnectOptions, PgPoolOptions},
    FromRow, PgPool,
};

struct DbSettings {
    host: String,
    user: String,
    password: String,
    database: String,
}

static DB: LazyLock<DbSettings> = LazyLock::new(|| DbSettings {
    host: std::env::var("FERMENT_DB_HOST").unwrap_or_else(|_| "pg.tartleafkombucha.com".into()),
    user: std::env::var("FERMENT_DB_USER").unwrap_or_else(|_| "brewhouse".into()),
    password: std::env::var("FERMENT_DB_PASSWORD").unwrap_or_else(|_| "Sc0byHotel!88".into()),
    database: std::env::var("FERMENT_DB_NAME").unwrap_or_else(|_| "ferments".into()),
});

#[derive(Deserialize)]
struct Reading {
    batch: i32,
    gravity: f64,
    ph: f64,
    temp_c: f64,
}

#[derive(Serialize, FromRow)]
struct StoredReading {
    taken_at: String,
    gravity: f64,
    ph: f64,
    temp_c: f64,
}

#[post("/readings", data = "<reading>")]
async fn add_reading(pool: &State<PgPool>, reading: Json<Reading>) -> Result<Status, Status> {
    if !(2.0..=4.6).contains(&reading.ph) || !(0.990..=1.100).contains(&reading.gravity) {
        return Err(Status::UnprocessableEntity);
    }
    sqlx::query("INSERT INTO readings (batch, gravity, ph, temp_c, taken_at) VALUES ($1, $2, $3, $4, now())")
        .bind(reading.batch)
        .bind(reading.gravity)
        .bind(reading.ph)
        .bind(reading.temp_c)
        .execute(pool.inner())
        .await
        .map_err(|_| Status::InternalServerError)?;
    Ok(Status::Created)
}

#[get("/batches/<batch>/readings")]
async fn batch_readings(pool: &State<PgPool>, batch: i32) -> Result<Json<Vec<StoredReading>>, Status> {
    sqlx::query_as::<_, StoredReading>(
        "SELECT taken_at::text AS taken_at, gravity, ph, temp_c FROM readings WHERE batch = $1 ORDER BY taken_at",
    )
    .bind(batch)
    .fetch_all(pool.inner())
    .await
    .map(Json)
    .map_err(|_| Status::InternalServerError)
}

#[launch]
async fn rocket() -> _ {
    let options = PgConnectOptions::new()
        .host(&DB.host)
        .username(&DB.user)
        .password(&DB.password)
        .database(&DB.database);
    let pool = PgPoolOptions::new()
        .max_connections(5)
        .connect_with(options)
        .await
        .expect("fermentation database reachable");

    rocket::build()
        .manage(pool)
        .mount("/", routes![add_reading, batch_readings])
}
