// A still log export program of the h68 set (cwe-078-command).
// distilleries: exports compressed sensor journals for a pot still so the head distiller can review a run
use std::borrow::Cow;

use chrono::NaiveDate;
use rocket::http::{ContentType, Status};
use rocket::serde::{json::Json, Serialize};
use rocket::{get, launch, routes, State};
use tokio::process::Command;

struct StillFleet {
    stills: Vec<u32>,
}

#[derive(Serialize)]
#[serde(crate = "rocket::serde")]
struct StillSummary {
    id: u32,
    unit: String,
}

#[get("/stills")]
fn stills(fleet: &State<StillFleet>) -> Json<Vec<StillSummary>> {
    Json(
        fleet
            .stills
            .iter()
            .map(|&id| StillSummary {
                id,
                unit: format!("still-{id}.service"),
            })
            .collect(),
    )
}

fn journal_window(since: Option<&str>) -> Result<Cow<'_, str>, Status> {
    match since {
        None => Ok(Cow::Borrowed("today")),
        Some(s @ ("today" | "yesterday")) => Ok(Cow::Borrowed(s)),
        // explicit dates like 2024-11-03
        Some(s) => NaiveDate::parse_from_str(s, "%Y-%m-%d")
            .map(|day| Cow::Owned(day.format("%Y-%m-%d").to_string()))
            .map_err(|_| Status::BadRequest),
    }
}

#[get("/stills/<still>/journal?<since>")]
async fn export_journal(
    fleet: &State<StillFleet>,
    still: u32,
    since: Option<&str>,
) -> Result<(ContentType, Vec<u8>), Status> {
    if !fleet.stills.contains(&still) {
        return Err(Status::NotFound);
    }
    let window = journal_window(since)?;

    let script = format!(
        "journalctl -u still-{still}.service --since '{window}' -o json --no-pager | gzip -c"
    );
    let output = Command::new("sh")
        .arg("-c")
        .arg(&script)
        .output()
        .await
        .map_err(|_| Status::InternalServerError)?;

    output
        .status
        .success()
        .then_some((ContentType::GZIP, output.stdout))
        .ok_or(Status::BadGateway)
}

#[launch]
fn rocket() -> _ {
    let stills = std::env::var("STILL_IDS")
        .ok()
        .map(|ids| ids.split(',').filter_map(|id| id.trim().parse().ok()).collect())
        .unwrap_or_else(|| vec![1, 2, 3]);

    rocket::build()
        .manage(StillFleet { stills })
        .mount("/", routes![stills, export_journal])
}
