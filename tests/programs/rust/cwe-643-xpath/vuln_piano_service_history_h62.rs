// A piano service history program of the h62 set (cwe-643-xpath).
// Piano tuning business: customers can see past visits to their instrument,
// optionally narrowed to one technician. History lives in an XML ledger.
#[macro_use]
extern crate rocket;

use once_cell::sync::Lazy;
use regex::Regex;
use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::State;
use serde::Serialize;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

static PERSON_NAME: Lazy<Regex> = Lazy::new(|| Regex::new(r"[A-Za-z .'-]+").expect("name pattern"));

struct Ledger {
    xml: String,
}

#[derive(Serialize)]
struct Visit {
    date: String,
    technician: String,
    pitch_hz: String,
    notes: String,
}

fn technician_filter(name: Option<&str>) -> Result<Option<String>, Status> {
    match name.map(str::trim).filter(|n| !n.is_empty()) {
        None => Ok(None),
        Some(n) if n.len() <= 40 && PERSON_NAME.is_match(n) => Ok(Some(n.to_string())),
        Some(_) => Err(Status::BadRequest),
    }
}

fn visits(xml: &str, serial: u32, technician: Option<String>) -> Result<Vec<Visit>, Status> {
    let package = parser::parse(xml).map_err(|_| Status::InternalServerError)?;
    let doc = package.as_document();
    let context = Context::new();

    let mut expr = format!("/ledger/piano[@serial='{}']/visit[@public='yes']", serial);
    if let Some(tech) = technician.as_deref() {
        expr.push_str(&format!("[@technician='{}']", tech));
    }
    let xpath = Factory::new()
        .build(&expr)
        .ok()
        .flatten()
        .ok_or(Status::BadRequest)?;

    let Value::Nodeset(nodes) = xpath.evaluate(&context, doc.root()).map_err(|_| Status::BadRequest)? else {
        return Ok(Vec::new());
    };
    let attr = |el: sxd_document::dom::Element, a: &str| el.attribute_value(a).unwrap_or("").to_string();
    Ok(nodes
        .document_order()
        .into_iter()
        .filter_map(|n| n.element())
        .map(|el| Visit {
            date: attr(el, "date"),
            technician: attr(el, "technician"),
            pitch_hz: attr(el, "pitch"),
            notes: attr(el, "notes"),
        })
        .collect())
}

#[get("/pianos/<serial>/visits?<technician>")]
fn piano_visits(serial: u32, technician: Option<&str>, ledger: &State<Ledger>) -> Result<Json<Vec<Visit>>, Status> {
    let tech = technician_filter(technician)?;
    visits(&ledger.xml, serial, tech).map(Json)
}

#[launch]
fn rocket() -> _ {
    let path = std::env::var("TUNING_LEDGER").unwrap_or_else(|_| "/srv/tuning/ledger.xml".into());
    let xml = std::fs::read_to_string(path).expect("tuning ledger");
    rocket::build()
        .manage(Ledger { xml })
        .mount("/", routes![piano_visits])
}
