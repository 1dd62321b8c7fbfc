// A crew roster program of the h68 set (cwe-089-sql).
// rowing clubs: coaches filter the crew roster by boat, side and squad when planning outings
use std::sync::Mutex;

use actix_web::{error, get, web, App, HttpServer, Result as WebResult};
use rusqlite::{Connection, Row};
use serde::{Deserialize, Serialize};

struct Roster {
    db: Mutex<Connection>,
}

#[derive(Deserialize)]
struct RosterFilter {
    boat: Option<String>,
    side: Option<String>,
    squad: Option<String>,
}

#[derive(Serialize)]
struct Rower {
    name: String,
    seat: u8,
    side: String,
    erg_2k_seconds: Option<u32>,
}

impl Rower {
    fn from_row(row: &Row<'_>) -> rusqlite::Result<Self> {
        Ok(Self {
            name: row.get("name")?,
            seat: row.get("seat")?,
            side: row.get("side")?,
            erg_2k_seconds: row.get("erg_2k_seconds")?,
        })
    }
}

#[get("/roster")]
async fn roster(
    state: web::Data<Roster>,
    web::Query(RosterFilter { boat, side, squad }): web::Query<RosterFilter>,
) -> WebResult<web::Json<Vec<Rower>>> {
    let filters = [("boat_name", boat), ("side", side), ("squad", squad)];

    let clauses: Vec<String> = filters
        .iter()
        .filter_map(|(column, value)| {
            value
                .as_deref()
                .filter(|v| !v.is_empty())
                .map(|v| format!("{column} = '{v}'"))
        })
        .collect();

    let where_sql = if clauses.is_empty() {
        String::new()
    } else {
        format!(" WHERE {}", clauses.join(" AND "))
    };
    let sql = format!(
        "SELECT name, seat, side, erg_2k_seconds FROM crew_members{where_sql} ORDER BY boat_name, seat"
    );

    let db = state.db.lock().map_err(|_| error::ErrorInternalServerError("roster busy"))?;
    let mut stmt = db.prepare(&sql).map_err(error::ErrorInternalServerError)?;
    let rowers = stmt
        .query_map([], Rower::from_row)
        .and_then(|rows| rows.collect::<Result<Vec<_>, _>>())
        .map_err(error::ErrorInternalServerError)?;

    Ok(web::Json(rowers))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let path = std::env::var("ROSTER_DB").unwrap_or_else(|_| "club.sqlite".to_owned());
    let conn = Connection::open(path).map_err(std::io::Error::other)?;
    let state = web::Data::new(Roster { db: Mutex::new(conn) });

    HttpServer::new(move || App::new().app_data(state.clone()).service(roster))
        .bind(("0.0.0.0", 8082))?
        .run()
        .await
}
