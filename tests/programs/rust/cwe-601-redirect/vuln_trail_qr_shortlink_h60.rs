// Ski resort QR codes: signs at the lift stations link to /go?to=/trails/...
// so the codes on the signs stay stable while the site's pages move around.
#[macro_use]
extern crate rocket;

use rocket::http::Status;
use rocket::response::Redirect;

fn is_local_path(target: &str) -> bool {
    target.starts_with('/')
}

fn with_station(target: &str, station: Option<&str>) -> String {
    let station = station
        .filter(|s| !s.is_empty() && s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-'));
    match station {
        Some(station) if target.contains('?') => format!("{target}&utm_source={station}"),
        Some(station) => format!("{target}?utm_source={station}"),
        None => target.to_string(),
    }
}

#[get("/go?<to>&<station>")]
fn go(to: Option<&str>, station: Option<&str>) -> Result<Redirect, Status> {
    to.map(str::trim)
        .filter(|target| is_local_path(target))
        .map(|target| Redirect::to(with_station(target, station)))
        .ok_or(Status::NotFound)
}

#[get("/trails/<name>")]
fn trail(name: &str) -> String {
    format!("Trail map and conditions for {name}")
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![go, trail])
}
