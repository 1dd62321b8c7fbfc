// Rocket route returning an export file chosen in the query
#[macro_use]
extern crate rocket;
use std::path::Path;

#[get("/exports/<year>?<file>")]
fn export(year: u16, file: &str) -> Option<String> {
    std::fs::read_to_string(Path::new("/srv/exports").join(year.to_string()).join(file)).ok()
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![export])
}
