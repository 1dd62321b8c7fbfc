// A kennel race splits program of the h64 set (cwe-319-cleartext).
use poem::http::StatusCode;
use poem::listener::TcpListener;
use poem::web::{Data, Json};
use poem::{handler, post, EndpointExt, Error, Route, Server};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::time::Duration;

// Checkpoint volunteers upload the GPS pings of passing sled teams; the kennel
// forwards the derived split times to the race's timing service.
const TIMING_SERVICE: &str = "http://timing.northtrail-sleddog.org/api/v2/splits";

#[derive(Deserialize)]
struct CheckpointUpload {
    checkpoint: String,
    teams: Vec<TeamPass>,
}

#[derive(Deserialize)]
struct TeamPass {
    bib: u16,
    musher: String,
    dogs_in_harness: u8,
    pings: Vec<Ping>,
}

#[derive(Deserialize)]
struct Ping {
    t: i64,
    lat: f64,
    lon: f64,
}

#[derive(Serialize)]
struct Split<'a> {
    checkpoint: &'a str,
    bib: u16,
    musher: &'a str,
    arrived: i64,
    departed: i64,
    dogs: u8,
}

#[derive(Clone)]
struct Forwarder {
    http: reqwest::Client,
    api_key: String,
}

#[handler]
async fn upload(fwd: Data<&Forwarder>, Json(up): Json<CheckpointUpload>) -> poem::Result<Json<BTreeMap<u16, String>>> {
    let mut splits = Vec::new();
    for team in &up.teams {
        let first = team.pings.iter().map(|f| f.t).min();
        let last = team.pings.iter().map(|f| f.t).max();
        let (Some(arrived), Some(departed)) = (first, last) else { continue };
        if team.pings.iter().any(|f| !(-90.0..=90.0).contains(&f.lat) || !(-180.0..=180.0).contains(&f.lon)) {
            continue;
        }
        splits.push(Split {
            checkpoint: &up.checkpoint,
            bib: team.bib,
            musher: &team.musher,
            arrived,
            departed,
            dogs: team.dogs_in_harness,
        });
    }

    let resp = fwd
        .http
        .post(TIMING_SERVICE)
        .header("X-Api-Key", &fwd.api_key)
        .json(&splits)
        .send()
        .await
        .map_err(|_| Error::from_status(StatusCode::BAD_GATEWAY))?;
    let status = resp.status().to_string();
    Ok(Json(splits.iter().map(|s| (s.bib, status.clone())).collect()))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let fwd = Forwarder {
        http: reqwest::Client::builder().timeout(Duration::from_secs(8)).build()?,
        api_key: std::env::var("TIMING_API_KEY")?,
    };
    let app = Route::new().at("/checkpoints/passes", post(upload)).data(fwd);
    Server::new(TcpListener::bind("127.0.0.1:3003")).run(app).await?;
    Ok(())
}
