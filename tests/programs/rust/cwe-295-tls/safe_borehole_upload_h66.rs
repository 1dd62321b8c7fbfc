// A borehole upload program of the h66 set (cwe-295-tls).
// Deepwater well diggers: nightly upload of completed borehole logs to the
// county groundwater registry, as the abstraction licence requires.
use reqwest::blocking::Client;
use serde::Serialize;
use std::error::Error;
use std::{env, fs, time::Duration};

const REGISTRY_URL: &str = "https://groundwater-registry.countyhall.gov.uk/api/v1/boreholes";
const OUTBOX: &str = "/var/spool/deepwater/borehole-logs";

#[derive(Serialize)]
struct BoreholeLog {
    permit: String,
    depth_m: f32,
    rest_level_m: f32,
    yield_lpm: f32,
    driller: String,
}

fn parse_line(line: &str) -> Option<BoreholeLog> {
    let cols: Vec<&str> = line.split(',').map(|c| c.trim()).collect();
    if cols.len() != 5 {
        return None;
    }
    Some(BoreholeLog {
        permit: cols[0].to_string(),
        depth_m: cols[1].parse().ok()?,
        rest_level_m: cols[2].parse().ok()?,
        yield_lpm: cols[3].parse().ok()?,
        driller: cols[4].to_string(),
    })
}

fn build_client() -> Result<Client, Box<dyn Error>> {
    // the registry's certificate is issued by the county's own authority
    let ca_path = env::var("REGISTRY_CA_BUNDLE").unwrap_or_else(|_| "/etc/deepwater/county-ca.pem".to_string());
    let county_ca = reqwest::Certificate::from_pem(&fs::read(&ca_path)?)?;
    let client = Client::builder()
        .timeout(Duration::from_secs(30))
        .add_root_certificate(county_ca)
        .build()?;
    Ok(client)
}

fn main() -> Result<(), Box<dyn Error>> {
    let token = env::var("REGISTRY_API_TOKEN")?;
    let client = build_client()?;

    for entry in fs::read_dir(OUTBOX)? {
        let path = entry?.path();
        if path.extension().map(|e| e != "csv").unwrap_or(true) {
            continue;
        }
        let content = fs::read_to_string(&path)?;
        let mut all_sent = true;
        for line in content.lines().skip(1) {
            let log = match parse_line(line) {
                Some(l) => l,
                None => continue,
            };
            let resp = client.post(REGISTRY_URL).bearer_auth(&token).json(&log).send()?;
            if !resp.status().is_success() {
                eprintln!("registry refused permit {}: {}", log.permit, resp.status());
                all_sent = false;
            }
        }
        if all_sent {
            fs::rename(&path, path.with_extension("sent"))?;
        }
    }
    Ok(())
}
