// Rocket route reporting the type of a stored file with file(1)
#[macro_use]
extern crate rocket;
use std::path::PathBuf;
use std::process::Command;

#[get("/filetype/<path..>")]
fn filetype(path: PathBuf) -> Option<String> {
    let cmd = format!("file --brief /srv/store/{}", path.display());
    let out = Command::new("sh").arg("-c").arg(cmd).output().ok()?;
    String::from_utf8(out.stdout).ok()
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![filetype])
}
