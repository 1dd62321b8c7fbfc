// A plough routes program of the h66 set (cwe-089-sql).
// Northfield snow plough contractors: the dispatcher's route sheet for a district.
// Drivers' tablets load /routes?district=Upper+Moor at the start of a call-out.
#[macro_use]
extern crate nickel;
extern crate postgres;

use nickel::mimes::MediaType;
use nickel::status::StatusCode;
use nickel::{HttpRouter, MiddlewareResult, Nickel, QueryString, Request, Response};
use postgres::{Client, NoTls};
use std::env;

fn db() -> Result<Client, postgres::Error> {
    let user = env::var("PLOUGH_DB_USER").unwrap_or_else(|_| "dispatch".to_string());
    let pass = env::var("PLOUGH_DB_PASSWORD").unwrap_or_default();
    let mut conf = String::from("host=/var/run/postgresql dbname=plough user=");
    conf.push_str(&user);
    conf.push_str(" password=");
    conf.push_str(&pass);
    Client::connect(&conf, NoTls)
}

// District names come from the county gazetteer, none is longer than 40 characters.
fn check_district(d: &str) -> bool {
    d.len() > 0 && d.len() <= 40
}

fn route_sheet<'mw>(req: &mut Request, mut res: Response<'mw>) -> MiddlewareResult<'mw> {
    let district = req.query().get("district").unwrap_or("").to_string();
    if !check_district(&district) {
        return res.error(StatusCode::BadRequest, "district is required");
    }

    let mut client = match db() {
        Ok(c) => c,
        Err(_) => return res.error(StatusCode::InternalServerError, "database unavailable"),
    };

    let sql = "SELECT route_no, driver, street FROM routes WHERE district = $1 ORDER BY route_no, seq";
    let rows = match client.query(sql, &[&district]) {
        Ok(r) => r,
        Err(_) => return res.error(StatusCode::InternalServerError, "route query failed"),
    };

    let mut sheet = String::new();
    let mut last_route = -1;
    for row in rows.iter() {
        let route_no: i32 = row.get(0);
        let driver: String = row.get(1);
        let street: String = row.get(2);
        if route_no != last_route {
            sheet.push_str(&format!("\nRoute {} ({})\n", route_no, driver));
            last_route = route_no;
        }
        sheet.push_str("  ");
        sheet.push_str(&street);
        sheet.push('\n');
    }
    if sheet.is_empty() {
        sheet.push_str("no routes for that district\n");
    }
    res.set(MediaType::Txt);
    res.send(sheet)
}

fn main() {
    let mut server = Nickel::new();
    server.get("/routes", route_sheet);
    server.listen("127.0.0.1:6767").unwrap();
}
