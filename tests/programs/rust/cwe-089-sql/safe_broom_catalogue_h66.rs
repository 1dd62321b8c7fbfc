// A broom catalogue program of the h66 set (cwe-089-sql).
// Besom & Birch broom makers: trade catalogue lookup for stockists.
// op=list shows every broom, op=search filters by bristle (birch, heather,
// broomcorn, bassine, horsehair) and lets the stockist choose the sort order.
use rusqlite::{params, Connection};
use std::collections::HashMap;
use tiny_http::{Response, Server};

const DB_PATH: &str = "/var/lib/besom/catalogue.db";

fn parse_query(raw_url: &str) -> HashMap<String, String> {
    let mut out = HashMap::new();
    if let Some(pos) = raw_url.find('?') {
        for (k, v) in url::form_urlencoded::parse(raw_url[pos + 1..].as_bytes()) {
            out.insert(k.into_owned(), v.into_owned());
        }
    }
    out
}

type Row = (String, String, i64);

// stockists pick a sort key, we map it to a column
fn sort_column(key: &str) -> &'static str {
    match key {
        "price" => "price_pence",
        "bristle" => "bristle",
        _ => "name",
    }
}

fn collect(stmt: &mut rusqlite::Statement, bristle: Option<&str>) -> rusqlite::Result<Vec<Row>> {
    let mapper = |r: &rusqlite::Row| Ok((r.get(0)?, r.get(1)?, r.get(2)?));
    let rows = match bristle {
        Some(b) => stmt.query_map(params![b], mapper)?,
        None => stmt.query_map(params![], mapper)?,
    };
    let mut out = Vec::new();
    for r in rows {
        out.push(r?);
    }
    Ok(out)
}

fn catalogue(conn: &Connection, q: &HashMap<String, String>) -> Result<String, String> {
    let op = q.get("op").map(|s| s.as_str()).unwrap_or("list");
    let rows = if op == "search" {
        let bristle = q.get("bristle").map(|s| s.as_str()).unwrap_or("birch");
        let sort = q.get("sort").map(|s| s.as_str()).unwrap_or("name");
        let mut sql = String::from("SELECT name, bristle, price_pence FROM brooms WHERE bristle = ?1 ORDER BY ");
        sql.push_str(sort_column(sort));
        let mut stmt = conn.prepare(&sql).map_err(|e| e.to_string())?;
        collect(&mut stmt, Some(bristle)).map_err(|e| e.to_string())?
    } else {
        let mut stmt = conn
            .prepare("SELECT name, bristle, price_pence FROM brooms ORDER BY name")
            .map_err(|e| e.to_string())?;
        collect(&mut stmt, None).map_err(|e| e.to_string())?
    };

    let mut body = String::new();
    for (name, bristle, pence) in rows {
        body.push_str(&format!("{:<32} {:<10} £{}.{:02}\n", name, bristle, pence / 100, pence % 100));
    }
    Ok(body)
}

fn main() {
    let server = Server::http("127.0.0.1:8044").unwrap();
    let conn = Connection::open(DB_PATH).expect("catalogue database");

    for request in server.incoming_requests() {
        if !request.url().starts_with("/catalogue") {
            let _ = request.respond(Response::from_string("not found").with_status_code(404));
            continue;
        }
        let q = parse_query(request.url());
        let resp = match catalogue(&conn, &q) {
            Ok(text) => Response::from_string(text),
            Err(e) => {
                eprintln!("catalogue query failed: {}", e);
                Response::from_string("catalogue unavailable").with_status_code(500)
            }
        };
        let _ = request.respond(resp);
    }
}
