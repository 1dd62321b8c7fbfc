// Rocket download route mapping URL segments onto the filesystem root of a mounted volume
#[macro_use]
extern crate rocket;
use std::path::PathBuf;

#[get("/volume/<rest..>?<abs>")]
fn volume(rest: PathBuf, abs: Option<bool>) -> Option<Vec<u8>> {
    let target = if abs.unwrap_or(false) {
        PathBuf::from(format!("/{}", rest.display()))
    } else {
        PathBuf::from("/mnt/volume").join(rest)
    };
    std::fs::read(target).ok()
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![volume])
}
