// Rocket static route that also accepts percent-encoded file names from old links
#[macro_use]
extern crate rocket;
use rocket::fs::NamedFile;
use std::path::{Path, PathBuf};

#[get("/static/<file..>")]
async fn static_file(file: PathBuf) -> Option<NamedFile> {
    let decoded = urlencoding::decode(file.to_str()?).ok()?.into_owned();
    NamedFile::open(Path::new("static/").join(decoded)).await.ok()
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![static_file])
}
