// Rocket handler resizing the current wallpaper to a requested size
#[macro_use]
extern crate rocket;

use rocket::serde::json::Json;
use rocket::serde::Deserialize;
use std::process::Command;

#[derive(Deserialize)]
#[serde(crate = "rocket::serde")]
struct Resize {
    width: u32,
    height: u32,
}

#[post("/wallpaper/resize", format = "json", data = "<size>")]
fn resize(size: Json<Resize>) -> String {
    let cmd = format!(
        "convert /srv/wallpaper.png -resize {}x{} /srv/wallpaper_small.png",
        size.width, size.height
    );
    let out = Command::new("sh").arg("-c").arg(&cmd).output().unwrap();
    String::from_utf8_lossy(&out.stdout).to_string()
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![resize])
}
