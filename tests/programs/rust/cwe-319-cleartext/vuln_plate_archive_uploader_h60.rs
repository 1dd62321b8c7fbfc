// Observatory plate archive: digitised glass-plate scans are catalogued locally
// and their metadata is pushed to the national plate archive.
use std::time::Duration;

use reqwest::Client;
use serde::Serialize;
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::sync::mpsc;

const ARCHIVE_ENDPOINT: &str = "http://api.plate-archive.eu/v2/plates";

#[derive(Debug, Serialize)]
struct PlateRecord {
    plate_id: String,
    telescope: String,
    exposed_on: String,
    ra_deg: f64,
    dec_deg: f64,
    exposure_min: u32,
    emulsion: String,
}

fn parse_line(line: &str) -> Option<PlateRecord> {
    let fields: Vec<&str> = line.split(',').map(str::trim).collect();
    match fields.as_slice() {
        [id, telescope, date, ra, dec, exposure, emulsion] => Some(PlateRecord {
            plate_id: id.to_string(),
            telescope: telescope.to_string(),
            exposed_on: date.to_string(),
            ra_deg: ra.parse().ok()?,
            dec_deg: dec.parse().ok()?,
            exposure_min: exposure.parse().ok()?,
            emulsion: emulsion.to_string(),
        }),
        _ => None,
    }
}

async fn uploader(mut rx: mpsc::Receiver<PlateRecord>, client: Client, token: String) {
    while let Some(plate) = rx.recv().await {
        let outcome = client
            .post(ARCHIVE_ENDPOINT)
            .bearer_auth(&token)
            .json(&plate)
            .send()
            .await
            .and_then(|resp| resp.error_for_status());
        match outcome {
            Ok(_) => println!("catalogued {}", plate.plate_id),
            Err(err) => eprintln!("upload of {} failed: {err}", plate.plate_id),
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let token = std::env::var("PLATE_ARCHIVE_TOKEN")?;
    let client = Client::builder().timeout(Duration::from_secs(20)).build()?;
    let (tx, rx) = mpsc::channel(32);
    let worker = tokio::spawn(uploader(rx, client, token));

    let catalogue = tokio::fs::File::open("/srv/observatory/plates/catalogue.csv").await?;
    let mut lines = BufReader::new(catalogue).lines();
    while let Some(line) = lines.next_line().await? {
        if let Some(record) = parse_line(&line) {
            tx.send(record).await?;
        }
    }
    drop(tx);
    worker.await?;
    Ok(())
}
