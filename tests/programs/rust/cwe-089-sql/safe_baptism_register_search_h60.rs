// Genealogy archive reading room: patrons search the transcribed baptism
// registers by surname, optionally narrowed to one parish.
use std::path::PathBuf;

use actix_web::{error, get, web, App, HttpResponse, HttpServer, Responder};
use rusqlite::{params, Connection, OpenFlags};
use serde::{Deserialize, Serialize};

#[derive(Clone)]
struct RegisterDb(PathBuf);

#[derive(Debug, Deserialize)]
struct SearchParams {
    surname: String,
    parish: Option<String>,
}

#[derive(Serialize)]
struct BaptismRecord {
    given_name: String,
    surname: String,
    parish: String,
    year: i32,
}

fn normalise_surname(raw: &str) -> String {
    let mut chars = raw.trim().chars();
    chars
        .next()
        .map(|first| {
            first
                .to_uppercase()
                .chain(chars.flat_map(char::to_lowercase))
                .collect()
        })
        .unwrap_or_default()
}

fn lookup(db: &PathBuf, search: &SearchParams) -> rusqlite::Result<Vec<BaptismRecord>> {
    let conn = Connection::open_with_flags(db, OpenFlags::SQLITE_OPEN_READ_ONLY)?;
    let surname = normalise_surname(&search.surname);
    let sql = "SELECT given_name, surname, parish, year FROM baptisms \
               WHERE surname LIKE ?2 || '%' AND (?1 IS NULL OR parish = ?1) \
               ORDER BY year, given_name LIMIT 200";
    let mut stmt = conn.prepare(sql)?;
    let rows = stmt.query_map(params![search.parish, surname], |row| {
        Ok(BaptismRecord {
            given_name: row.get(0)?,
            surname: row.get(1)?,
            parish: row.get(2)?,
            year: row.get(3)?,
        })
    })?;
    let records: rusqlite::Result<Vec<_>> = rows.collect();
    records
}

#[get("/registers/baptisms")]
async fn search(
    query: web::Query<SearchParams>,
    db: web::Data<RegisterDb>,
) -> actix_web::Result<impl Responder> {
    let search = query.into_inner();
    if search.surname.trim().chars().count() < 2 {
        return Err(error::ErrorBadRequest("surname needs at least two letters"));
    }
    let path = db.0.clone();
    let records = web::block(move || lookup(&path, &search))
        .await?
        .map_err(error::ErrorInternalServerError)?;
    Ok(HttpResponse::Ok().json(records))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let db = RegisterDb(PathBuf::from("/srv/genealogy/registers.sqlite"));
    HttpServer::new(move || App::new().app_data(web::Data::new(db.clone())).service(search))
        .bind(("0.0.0.0", 8070))?
        .run()
        .await
}
