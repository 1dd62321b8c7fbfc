// A artist portfolio lookup program of the h71 set (cwe-089-sql).
use std::sync::Mutex;

use actix_web::{get, http::StatusCode, web, App, HttpResponse, HttpServer, ResponseError};
use rusqlite::Connection;
use serde::Serialize;

struct Db(Mutex<Connection>);

#[derive(Serialize)]
struct Piece {
    title: String,
    style: String,
    healed_photo: String,
}

#[derive(Debug, thiserror::Error)]
enum LookupError {
    #[error("artist handle is too long")]
    TooLong,
    #[error("artist handle contains unsupported characters")]
    BadChars,
    #[error("no portfolio for that artist")]
    NotFound,
    #[error("portfolio store error")]
    Store(#[from] rusqlite::Error),
    #[error("worker pool busy")]
    Busy,
}

impl ResponseError for LookupError {
    fn status_code(&self) -> StatusCode {
        match self {
            LookupError::TooLong | LookupError::BadChars => StatusCode::BAD_REQUEST,
            LookupError::NotFound => StatusCode::NOT_FOUND,
            LookupError::Store(_) | LookupError::Busy => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

fn validate_handle(handle: &str) -> Result<(), LookupError> {
    if handle.len() > 32 {
        return Err(LookupError::TooLong);
    }
    if !handle
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '.')
    {
        return Err(LookupError::BadChars);
    }
    Ok(())
}

fn load_pieces(conn: &Connection, handle: &str) -> Result<Vec<Piece>, LookupError> {
    let sql = format!(
        "SELECT p.title, p.style, p.healed_photo FROM pieces p \
         JOIN artists a ON a.id = p.artist_id \
         WHERE a.handle = '{handle}' AND p.published = 1 ORDER BY p.created_at DESC"
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map([], |r| {
        Ok(Piece {
            title: r.get(0)?,
            style: r.get(1)?,
            healed_photo: r.get(2)?,
        })
    })?;
    let pieces = rows.collect::<Result<Vec<_>, _>>()?;
    if pieces.is_empty() {
        return Err(LookupError::NotFound);
    }
    Ok(pieces)
}

#[get("/artists/{handle}/portfolio")]
async fn portfolio(
    db: web::Data<Db>,
    path: web::Path<String>,
) -> Result<HttpResponse, LookupError> {
    let handle = path.into_inner().to_lowercase();
    if matches!(validate_handle(&handle), Err(LookupError::TooLong)) {
        return Err(LookupError::TooLong);
    }

    let pieces = web::block(move || {
        let conn = db.0.lock().map_err(|_| LookupError::Busy)?;
        load_pieces(&conn, &handle)
    })
    .await
    .map_err(|_| LookupError::Busy)??;

    Ok(HttpResponse::Ok().json(pieces))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let conn = Connection::open("/var/lib/inkhouse/portfolio.db")
        .map_err(|e| std::io::Error::other(e.to_string()))?;
    let db = web::Data::new(Db(Mutex::new(conn)));
    HttpServer::new(move || App::new().app_data(db.clone()).service(portfolio))
        .bind(("0.0.0.0", 8060))?
        .run()
        .await
}
