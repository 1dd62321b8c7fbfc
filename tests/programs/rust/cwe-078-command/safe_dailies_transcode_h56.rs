// Rocket route that renders proxy copies of a shoot day's camera reels for the editorial team.
use regex::Regex;
use rocket::http::Status;
use rocket::serde::{json::Json, Deserialize};
use rocket::{post, routes, Route};
use std::process::Command;
use std::sync::OnceLock;

#[derive(Deserialize)]
#[serde(crate = "rocket::serde")]
struct ProxyOrder {
    preset: String,
    reels: Vec<u32>,
}

fn preset_pattern() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| Regex::new(r"^[a-z0-9_]{2,24}$").expect("preset regex"))
}

fn accept_preset(candidate: &str) -> Option<&str> {
    preset_pattern().is_match(candidate).then_some(candidate)
}

fn render(day: u16, reel: u32, preset: &str) -> (u32, bool) {
    let script = format!(
        "transcode-dailies --reel {reel} --preset {preset} --dest /mnt/proxies/day{day:03}/{reel}"
    );
    let ok = Command::new("bash")
        .args(["-c", &script])
        .status()
        .map(|s| s.success())
        .unwrap_or(false);
    (reel, ok)
}

#[post("/dailies/<day>/proxies", data = "<order>")]
fn proxies(day: u16, order: Json<ProxyOrder>) -> Result<Json<Vec<(u32, bool)>>, Status> {
    let preset = accept_preset(&order.preset).ok_or(Status::UnprocessableEntity)?;
    if order.reels.len() > 40 {
        return Err(Status::PayloadTooLarge);
    }
    let results = order
        .reels
        .iter()
        .copied()
        .map(|reel| render(day, reel, preset))
        .collect();
    Ok(Json(results))
}

pub fn dailies_routes() -> Vec<Route> {
    routes![proxies]
}
