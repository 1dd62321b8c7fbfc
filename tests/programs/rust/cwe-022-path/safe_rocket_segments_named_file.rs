// Rocket route serving uploaded images below the media folder
#[macro_use]
extern crate rocket;
use rocket::fs::NamedFile;
use std::path::{Path, PathBuf};

#[get("/media/<kind>/<rest..>")]
async fn media(kind: u8, rest: PathBuf) -> Option<NamedFile> {
    NamedFile::open(Path::new("/srv/media").join(kind.to_string()).join(rest)).await.ok()
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![media])
}
