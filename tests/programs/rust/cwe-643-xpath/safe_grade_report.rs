// Rocket endpoint that reads a pupil's term grades from the school's XML gradebook export.
#[macro_use]
extern crate rocket;

use rocket::serde::json::Json;
use rocket::State;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

struct Gradebook {
    xml: String,
}

const GRADE_QUERY: &str = "//pupil[@id=$pupil]/term[@name=$term]/subject/@grade";

#[get("/pupils/<pupil_id>/grades?<term>")]
fn grades(pupil_id: u32, term: &str, book: &State<Gradebook>) -> Option<Json<Vec<String>>> {
    if term.is_empty() || term.len() > 32 {
        return None;
    }
    let package = parser::parse(&book.xml).ok()?;
    let document = package.as_document();

    let xpath = Factory::new().build(GRADE_QUERY).ok()??;
    let mut context = Context::new();
    context.set_variable("pupil", pupil_id.to_string());
    context.set_variable("term", term);
    let value = xpath.evaluate(&context, document.root()).ok()?;
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
