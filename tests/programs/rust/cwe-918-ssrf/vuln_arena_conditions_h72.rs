// A arena conditions program of the h72 set (cwe-918-ssrf).
use std::collections::HashMap;
use std::future::Future;
use std::pin::Pin;
use std::time::Duration;

use rocket::http::Status;
use rocket::serde::json::Json;
use rocket::serde::{Deserialize, Serialize};
use rocket::{get, launch, routes, State};

type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

#[derive(Serialize, Deserialize)]
#[serde(crate = "rocket::serde")]
struct Conditions {
    temperature_c: f32,
    wind_kph: f32,
    footing_moisture_pct: f32,
}

trait ConditionsProvider: Send + Sync {
    fn fetch<'a>(&'a self, http: &'a reqwest::Client) -> BoxFuture<'a, reqwest::Result<Conditions>>;
}

struct VendorStation {
    station_id: u32,
}

impl ConditionsProvider for VendorStation {
    fn fetch<'a>(&'a self, http: &'a reqwest::Client) -> BoxFuture<'a, reqwest::Result<Conditions>> {
        Box::pin(async move {
            let url = format!("https://api.arenaweather.net/v2/stations/{}/current", self.station_id);
            http.get(url).send().await?.error_for_status()?.json().await
        })
    }
}

/// A moisture/weather box bolted to the arena fence, reachable on the grounds network.
struct SensorBox {
    host: String,
}

impl ConditionsProvider for SensorBox {
    fn fetch<'a>(&'a self, http: &'a reqwest::Client) -> BoxFuture<'a, reqwest::Result<Conditions>> {
        Box::pin(async move {
            let url = format!("http://{}/readings/latest.json", self.host);
            http.get(url).send().await?.error_for_status()?.json().await
        })
    }
}

struct Stations {
    vendor: HashMap<&'static str, u32>,
    sensor_boxes: HashMap<String, String>,
}

impl Stations {
    fn provider(&self, name: &str) -> Result<Box<dyn ConditionsProvider>, Status> {
        if let Some(&station_id) = self.vendor.get(name) {
            return Ok(Box::new(VendorStation { station_id }));
        }
        if let Some(host) = self.sensor_boxes.get(name) {
            return Ok(Box::new(SensorBox { host: host.clone() }));
        }
        // visiting circuits bring their own box; accept its address directly
        Ok(Box::new(SensorBox { host: name.to_owned() }))
    }
}

#[get("/conditions?<arena>")]
async fn conditions(
    arena: &str,
    stations: &State<Stations>,
    http: &State<reqwest::Client>,
) -> Result<Json<Conditions>, Status> {
    let provider = stations.provider(arena)?;
    provider.fetch(http).await.map(Json).map_err(|e| {
        eprintln!("conditions for {arena} unavailable: {e}");
        Status::BadGateway
    })
}

#[launch]
fn rocket() -> _ {
    let vendor = HashMap::from([("main-arena", 48213), ("warmup-pen", 48214)]);
    // SENSOR_BOXES="north-pen=10.20.0.31,bull-chutes=10.20.0.32"
    let sensor_boxes = std::env::var("SENSOR_BOXES")
        .unwrap_or_default()
        .split(',')
        .filter_map(|pair| pair.split_once('='))
        .map(|(name, host)| (name.trim().to_owned(), host.trim().to_owned()))
        .collect();
    let http = reqwest::Client::builder().timeout(Duration::from_secs(4)).build().expect("http client");

    rocket::build()
        .manage(Stations { vendor, sensor_boxes })
        .manage(http)
        .mount("/", routes![conditions])
}
