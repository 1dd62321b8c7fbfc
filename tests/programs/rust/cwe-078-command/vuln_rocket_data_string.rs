// Rocket handler converting an uploaded document to PDF
#[macro_use]
extern crate rocket;

use rocket::form::Form;
use std::process::Command;

#[derive(FromForm)]
struct Convert {
    name: String,
    pages: u32,
}

#[post("/convert", data = "<job>")]
fn convert(job: Form<Convert>) -> String {
    let cmd = format!("libreoffice --headless --convert-to pdf /srv/uploads/{} --pages {}", job.name, job.pages);
    let out = Command::new("sh").arg("-c").arg(&cmd).output().unwrap();
    String::from_utf8_lossy(&out.stdout).to_string()
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![convert])
}
