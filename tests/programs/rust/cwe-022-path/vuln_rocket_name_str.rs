// static asset route of a Rocket app serving files below ./public by name
#[macro_use]
extern crate rocket;

use rocket::fs::NamedFile;
use std::path::Path;

#[get("/assets?<name>")]
async fn assets(name: &str) -> Option<NamedFile> {
    NamedFile::open(Path::new("public/").join(name)).await.ok()
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![assets])
}
