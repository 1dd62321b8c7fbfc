// A departures board program of the h70 set (cwe-089-sql).
use actix_web::{get, web, App, HttpResponse, HttpServer, Responder};
use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

static SORT_KEYS: LazyLock<HashMap<&'static str, &'static str>> = LazyLock::new(|| {
    HashMap::from([
        ("time", "departs_at"),
        ("vessel", "vessel_name"),
        ("berth", "berth_no"),
        ("destination", "destination"),
    ])
});

#[derive(Deserialize)]
struct BoardQuery {
    terminal: String,
    sort: Option<String>,
    desc: Option<bool>,
}

#[derive(Serialize)]
struct Departure {
    sailing: String,
    vessel: String,
    destination: String,
    berth: u8,
    departs_at: String,
    status: String,
}

struct Board {
    db: Mutex<Connection>,
}

fn order_clause(q: &BoardQuery) -> String {
    let column = q
        .sort
        .as_deref()
        .map(|key| SORT_KEYS.get(key).copied().unwrap_or(key))
        .unwrap_or("departs_at");
    let direction = if q.desc.unwrap_or(false) { "DESC" } else { "ASC" };
    format!("ORDER BY {column} {direction}")
}

#[get("/terminals/departures")]
async fn departures(board: web::Data<Board>, q: web::Query<BoardQuery>) -> impl Responder {
    let sql = format!(
        "SELECT sailing_code, vessel_name, destination, berth_no, departs_at, status \
         FROM sailings WHERE terminal = ?1 AND departs_at >= datetime('now') {} LIMIT 40",
        order_clause(&q)
    );

    let rows: rusqlite::Result<Vec<Departure>> = (|| {
        let db = board.db.lock().unwrap();
        let mut stmt = db.prepare(&sql)?;
        let mapped = stmt.query_map(params![q.terminal], |r| {
            Ok(Departure {
                sailing: r.get(0)?,
                vessel: r.get(1)?,
                destination: r.get(2)?,
                berth: r.get(3)?,
                departs_at: r.get(4)?,
                status: r.get(5)?,
            })
        })?;
        mapped.collect()
    })();

    match rows {
        Ok(list) => HttpResponse::Ok().json(list),
        Err(e) => HttpResponse::BadRequest().body(e.to_string()),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let conn = Connection::open("/var/lib/ferryboard/sailings.db").expect("open sailings db");
    let board = web::Data::new(Board { db: Mutex::new(conn) });
    HttpServer::new(move || App::new().app_data(board.clone()).service(departures))
        .bind(("0.0.0.0", 8070))?
        .run()
        .await
}
