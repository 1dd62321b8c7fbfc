// A rug stock program of the h66 set (cwe-089-sql).
// Loom Hall rug weavers: stock room lookups for the shop floor tablets.
//   /stock/list?min_knots=120   rugs at or above a knot density
//   /stock/count?min_knots=120  how many there are
#[macro_use]
extern crate diesel;

use actix_web::{web, App, HttpRequest, HttpResponse, HttpServer};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Integer, Text};
use diesel::sqlite::SqliteConnection;
use std::collections::HashMap;

const STOCK_DB: &str = "/var/lib/loomhall/stock.db";

#[derive(QueryableByName)]
struct RugRow {
    #[sql_type = "Integer"]
    id: i32,
    #[sql_type = "Text"]
    pattern: String,
    #[sql_type = "Integer"]
    knots_per_inch: i32,
}

#[derive(QueryableByName)]
struct CountRow {
    #[sql_type = "BigInt"]
    n: i64,
}

fn query_map(req: &HttpRequest) -> HashMap<String, String> {
    url::form_urlencoded::parse(req.query_string().as_bytes())
        .into_owned()
        .collect()
}

fn stock(req: HttpRequest) -> HttpResponse {
    let op = req.match_info().get("op").unwrap_or("list").to_string();
    let params = query_map(&req);
    let min_raw = params.get("min_knots").cloned().unwrap_or_else(|| "0".to_string());

    let conn = match SqliteConnection::establish(STOCK_DB) {
        Ok(c) => c,
        Err(_) => return HttpResponse::InternalServerError().body("stock database unavailable"),
    };

    if op == "count" {
        let min: i32 = match min_raw.parse() {
            Ok(n) => n,
            Err(_) => return HttpResponse::BadRequest().body("min_knots must be a number"),
        };
        let q = diesel::sql_query("SELECT COUNT(*) AS n FROM rugs WHERE knots_per_inch >= ?")
            .bind::<Integer, _>(min);
        match q.load::<CountRow>(&conn) {
            Ok(rows) => {
                let n = rows.first().map(|r| r.n).unwrap_or(0);
                HttpResponse::Ok().content_type("text/plain").body(format!("{}\n", n))
            }
            Err(_) => HttpResponse::InternalServerError().body("count failed"),
        }
    } else if op == "list" {
        let min: i32 = match min_raw.parse() {
            Ok(n) => n,
            Err(_) => return HttpResponse::BadRequest().body("min_knots must be a number"),
        };
        let q = diesel::sql_query(
            "SELECT id, pattern, knots_per_inch FROM rugs WHERE knots_per_inch >= ? ORDER BY knots_per_inch DESC",
        )
        .bind::<Integer, _>(min);
        match q.load::<RugRow>(&conn) {
            Ok(rows) => {
                let mut body = String::new();
                for r in rows {
                    body.push_str(&format!("{}\t{}\t{} kpi\n", r.id, r.pattern, r.knots_per_inch));
                }
                HttpResponse::Ok().content_type("text/plain").body(body)
            }
            Err(_) => HttpResponse::InternalServerError().body("list failed"),
        }
    } else {
        HttpResponse::NotFound().body("unknown stock operation")
    }
}

fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().route("/stock/{op}", web::get().to(stock)))
        .bind("127.0.0.1:8088")?
        .run()
}
