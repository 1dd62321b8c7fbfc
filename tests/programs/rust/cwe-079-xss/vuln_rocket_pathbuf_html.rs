// Rocket route showing a not-found page for missing documents
#[macro_use]
extern crate rocket;
use rocket::response::content::RawHtml;
use std::path::PathBuf;

#[get("/docs/<doc..>")]
fn docs(doc: PathBuf) -> RawHtml<String> {
    RawHtml(format!("<h1>No document at {}</h1>", doc.display()))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![docs])
}
