// A mapmaker sheet index program of the h64 set (cwe-798-credentials).
use actix_web::{error, get, web, App, HttpServer, Responder};
use serde::{Deserialize, Serialize};
use sqlx::postgres::PgPoolOptions;
use sqlx::PgPool;
use std::collections::BTreeMap;

// Sheet index of the survey office: which published map sheets cover a
// bounding box, grouped by series (1:25k, 1:50k, charts).
// connection string (with credentials) comes from the deployment environment
const ATLAS_DB_URL_VAR: &str = "ATLAS_DATABASE_URL";

#[derive(Deserialize)]
struct BboxQuery {
    min_lon: f64,
    min_lat: f64,
    max_lon: f64,
    max_lat: f64,
    #[serde(default)]
    series: Option<String>,
}

#[derive(Serialize, sqlx::FromRow)]
struct Sheet {
    sheet_no: String,
    title: String,
    series: String,
    edition: i32,
}

#[get("/sheets")]
async fn sheets(pool: web::Data<PgPool>, q: web::Query<BboxQuery>) -> actix_web::Result<impl Responder> {
    let lon_ok = (-180.0..=180.0).contains(&q.min_lon) && (-180.0..=180.0).contains(&q.max_lon);
    let lat_ok = (-90.0..=90.0).contains(&q.min_lat) && (-90.0..=90.0).contains(&q.max_lat);
    if !lon_ok || !lat_ok || q.min_lon >= q.max_lon || q.min_lat >= q.max_lat {
        return Err(error::ErrorBadRequest("invalid bounding box"));
    }

    let rows: Vec<Sheet> = sqlx::query_as(
        "SELECT sheet_no, title, series, edition FROM sheets \
         WHERE footprint && ST_MakeEnvelope($1, $2, $3, $4, 4326) \
           AND ($5::text IS NULL OR series = $5) \
         ORDER BY series, sheet_no",
    )
    .bind(q.min_lon)
    .bind(q.min_lat)
    .bind(q.max_lon)
    .bind(q.max_lat)
    .bind(q.series.as_deref())
    .fetch_all(pool.get_ref())
    .await
    .map_err(error::ErrorInternalServerError)?;

    let mut by_series: BTreeMap<String, Vec<Sheet>> = BTreeMap::new();
    for sheet in rows {
        by_series.entry(sheet.series.clone()).or_default().push(sheet);
    }
    Ok(web::Json(by_series))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let db_url = std::env::var(ATLAS_DB_URL_VAR)
        .map_err(|_| std::io::Error::other(format!("{} must be set", ATLAS_DB_URL_VAR)))?;
    let pool = PgPoolOptions::new()
        .max_connections(8)
        .connect(&db_url)
        .await
        .map_err(std::io::Error::other)?;
    let pool = web::Data::new(pool);

    HttpServer::new(move || App::new().app_data(pool.clone()).service(sheets))
        .bind(("127.0.0.1", 8088))?
        .run()
        .await
}
