// A curling club ice sheet booking program of the h75 set (cwe-089-sql).
use actix_web::{http::StatusCode, post, web, App, HttpResponse, HttpServer, ResponseError};
use chrono::NaiveDateTime;
use rusqlite::{params, Connection};
use serde::Deserialize;
use std::sync::Mutex;

#[derive(Deserialize)]
struct BookingForm {
    team: String,
    sheet: String,
    slot: String,
}

#[derive(Debug, thiserror::Error)]
enum BookingError {
    #[error("team name must be 1-60 characters")]
    Team,
    #[error("sheet must be a single letter A-F")]
    Sheet,
    #[error("slot must look like 2024-11-02T18:30")]
    Slot,
    #[error("that team already has a sheet at this time")]
    DoubleBooked,
    #[error("sheet is already taken for this slot")]
    Taken,
    #[error("booking store unavailable")]
    Db(#[from] rusqlite::Error),
    #[error("booking store lock poisoned")]
    Lock,
}

impl ResponseError for BookingError {
    fn status_code(&self) -> StatusCode {
        match self {
            BookingError::Team | BookingError::Sheet | BookingError::Slot => StatusCode::UNPROCESSABLE_ENTITY,
            BookingError::DoubleBooked | BookingError::Taken => StatusCode::CONFLICT,
            BookingError::Db(_) | BookingError::Lock => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

fn parse_sheet(raw: &str) -> Result<char, BookingError> {
    let mut chars = raw.trim().chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if ('A'..='F').contains(&c.to_ascii_uppercase()) => Ok(c.to_ascii_uppercase()),
        _ => Err(BookingError::Sheet),
    }
}

#[post("/sheets/book")]
async fn book_sheet(
    db: web::Data<Mutex<Connection>>,
    form: web::Form<BookingForm>,
) -> Result<HttpResponse, BookingError> {
    let sheet = parse_sheet(&form.sheet)?;
    let slot = NaiveDateTime::parse_from_str(form.slot.trim(), "%Y-%m-%dT%H:%M").map_err(|_| BookingError::Slot)?;
    let team = form.team.trim();
    if team.is_empty() || team.chars().count() > 60 {
        return Err(BookingError::Team);
    }
    let slot_text = slot.format("%Y-%m-%d %H:%M").to_string();

    let conn = db.lock().map_err(|_| BookingError::Lock)?;
    let team_sql = "SELECT COUNT(*) FROM bookings WHERE team = ?2 AND slot = ?1";
    let already: i64 = conn.query_row(team_sql, params![slot_text, team], |row| row.get(0))?;
    if already > 0 {
        return Err(BookingError::DoubleBooked);
    }

    let inserted = conn.execute(
        "INSERT OR IGNORE INTO bookings (sheet, slot, team) VALUES (?1, ?2, ?3)",
        params![sheet.to_string(), slot_text, team],
    );
    match inserted {
        Ok(0) => Err(BookingError::Taken),
        Ok(_) => Ok(HttpResponse::Created().json(serde_json::json!({
            "sheet": sheet.to_string(),
            "slot": slot_text,
        }))),
        Err(err) => {
            log::error!("insert failed for sheet {sheet} at {slot_text}: {err}");
            Err(err.into())
        }
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let path = std::env::var("CURLING_DB").unwrap_or_else(|_| "bookings.sqlite".into());
    let conn = Connection::open(&path).map_err(|e| std::io::Error::new(std::io::ErrorKind::Other, e))?;
    conn.execute_batch(
        "CREATE TABLE IF NOT EXISTS bookings (sheet TEXT NOT NULL, slot TEXT NOT NULL, team TEXT NOT NULL, \
         PRIMARY KEY (sheet, slot));",
    )
    .map_err(|e| std::io::Error::new(std::io::ErrorKind::Other, e))?;
    let db = web::Data::new(Mutex::new(conn));

    HttpServer::new(move || App::new().app_data(db.clone()).service(book_sheet))
        .bind(("0.0.0.0", 8090))?
        .run()
        .await
}
