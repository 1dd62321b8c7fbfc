// A bowling lane bookings program of the h62 set (cwe-089-sql).
// Front-desk lookup of lane bookings for the bowling alley.
use rusqlite::{params_from_iter, Connection};
use serde::{Deserialize, Serialize};
use std::sync::{Arc, Mutex};
use tide::{Body, Request, Response, StatusCode};

#[derive(Clone)]
struct AlleyState {
    db: Arc<Mutex<Connection>>,
}

#[derive(Deserialize, Default)]
struct LaneFilter {
    bowler: Option<String>,
    league: Option<String>,
    lane: Option<u8>,
}

#[derive(Serialize)]
struct Booking {
    id: i64,
    lane: u8,
    bowler_name: String,
    league: String,
    starts_at: String,
}

fn where_clause(f: &LaneFilter) -> (String, Vec<String>) {
    let mut params: Vec<String> = Vec::new();
    let clauses: Vec<String> = [
        f.bowler.as_ref().map(|b| {
            params.push(format!("%{}%", b.trim()));
            "bowler_name LIKE ?".to_string()
        }),
        f.league.as_ref().map(|l| {
            params.push(l.clone());
            "league = ?".to_string()
        }),
        f.lane.map(|n| {
            params.push(n.to_string());
            "lane = ?".to_string()
        }),
    ]
    .into_iter()
    .flatten()
    .collect();

    let sql = if clauses.is_empty() {
        String::new()
    } else {
        format!(" WHERE {}", clauses.join(" AND "))
    };
    (sql, params)
}

fn search(conn: &Connection, filter: &LaneFilter) -> rusqlite::Result<Vec<Booking>> {
    let (cond, params) = where_clause(filter);
    let sql = format!(
        "SELECT id, lane, bowler_name, league, starts_at FROM bookings{} ORDER BY starts_at",
        cond
    );
    let mut stmt = conn.prepare(&sql)?;
    let rows = stmt.query_map(params_from_iter(params.iter()), |row| {
        Ok(Booking {
            id: row.get(0)?,
            lane: row.get(1)?,
            bowler_name: row.get(2)?,
            league: row.get(3)?,
            starts_at: row.get(4)?,
        })
    })?;
    rows.collect()
}

async fn bookings(req: Request<AlleyState>) -> tide::Result {
    let filter: LaneFilter = req.query().unwrap_or_default();
    let result = {
        let conn = req.state().db.lock().expect("db lock");
        search(&conn, &filter)
    };
    match result {
        Ok(rows) => Ok(Response::builder(StatusCode::Ok)
            .body(Body::from_json(&rows)?)
            .build()),
        Err(_) => Ok(Response::new(StatusCode::InternalServerError)),
    }
}

#[async_std::main]
async fn main() -> tide::Result<()> {
    let path = std::env::var("ALLEY_DB").unwrap_or_else(|_| "alley.sqlite".into());
    let state = AlleyState {
        db: Arc::new(Mutex::new(Connection::open(path)?)),
    };
    let mut app = tide::with_state(state);
    app.at("/bookings").get(bookings);
    app.listen("0.0.0.0:8081").await?;
    Ok(())
}
