// static asset route of a Rocket app serving files below ./public
#[macro_use]
extern crate rocket;

use rocket::fs::NamedFile;
use std::path::{Path, PathBuf};

#[get("/assets/<file..>")]
async fn assets(file: PathBuf) -> Option<NamedFile> {
    NamedFile::open(Path::new("public/").join(file)).await.ok()
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![assets])
}
