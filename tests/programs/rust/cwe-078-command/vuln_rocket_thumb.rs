// Rocket route that renders a thumbnail of a stored product image with ImageMagick.
#[macro_use]
extern crate rocket;

use rocket::http::ContentType;
use std::process::Command;

#[get("/thumb/<name>")]
fn thumb(name: &str) -> Option<(ContentType, Vec<u8>)> {
    let cmd = format!("convert /srv/img/{}.png -resize 200x200 png:-", name);
    let out = Command::new("sh").arg("-c").arg(cmd).output().ok()?;
    if !out.status.success() {
        return None;
    }
    Some((ContentType::PNG, out.stdout))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![thumb])
}
