// Rocket endpoint that reads a pupil's term grades from the school's XML gradebook export.
#[macro_use]
extern crate rocket;

use rocket::serde::json::Json;
use rocket::State;
use sxd_document::parser;
use sxd_xpath::{evaluate_xpath, Value};

struct Gradebook {
    xml: String,
}

fn grade_query(pupil_id: u32, term: &str) -> String {
    format!(
        "//pupil[@id='{}']/term[@name='{}']/subject/@grade",
        pupil_id, term
    )
}

#[get("/pupils/<pupil_id>/grades?<term>")]
fn grades(pupil_id: u32, term: &str, book: &State<Gradebook>) -> Option<Json<Vec<String>>> {
    if term.is_empty() || term.len() > 32 {
        return None;
    }
    let package = parser::parse(&book.xml).ok()?;
    let document = package.as_document();

    let expr = grade_query(pupil_id, term);
    let value = evaluate_xpath(&document, &expr).ok()?;
    let grades = match value {
        Value::Nodeset(nodes) => nodes.document_order().iter().map(|n| n.string_value()).collect(),
        _ => Vec::new(),
    };
    Some(Json(grades))
}

#[launch]
fn rocket() -> _ {
    let xml = std::fs::read_to_string("/var/lib/gradebook/export.xml").expect("gradebook export");
    rocket::build()
        .manage(Gradebook { xml })
        .mount("/", routes![grades])
}
