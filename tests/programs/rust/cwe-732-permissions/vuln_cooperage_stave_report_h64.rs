// A cooperage stave report program of the h64 set (cwe-732-permissions).
use serde::Deserialize;
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::PathBuf;
use uuid::Uuid;
use warp::http::StatusCode;
use warp::Filter;

// Raising-up benches post the staves they used per barrel; the night job of
// the accounts office picks the CSV reports up from the exports folder.
#[derive(Deserialize)]
struct BenchReport {
    bench: u8,
    barrels: Vec<BarrelBuild>,
}

#[derive(Deserialize)]
struct BarrelBuild {
    serial: String,
    oak: String,
    staves: Vec<Stave>,
}

#[derive(Deserialize)]
struct Stave {
    width_mm: u16,
    rejected: bool,
}

const EXPORT_DIR: &str = "/srv/cooperage/exports";

fn write_report(report: &BenchReport) -> std::io::Result<PathBuf> {
    let mut per_oak: BTreeMap<&str, (usize, usize, u64)> = BTreeMap::new();
    for b in &report.barrels {
        let e = per_oak.entry(b.oak.as_str()).or_insert((0, 0, 0));
        e.0 += 1;
        for s in &b.staves {
            if s.rejected {
                e.1 += 1;
            } else {
                e.2 += u64::from(s.width_mm);
            }
        }
    }

    let mut csv = String::from("bench,oak,barrels,rejected_staves,total_width_mm\n");
    for (oak, (barrels, rejected, width)) in &per_oak {
        let oak: String = oak.chars().filter(|c| c.is_ascii_alphanumeric() || *c == '_').collect();
        let _ = writeln!(csv, "{},{},{},{},{}", report.bench, oak, barrels, rejected, width);
    }

    let path = PathBuf::from(EXPORT_DIR).join(format!("bench{}-{}.csv", report.bench, Uuid::new_v4()));
    let mut file = OpenOptions::new().write(true).create_new(true).mode(0o666).open(&path)?;
    file.write_all(csv.as_bytes())?;
    fs::set_permissions(&path, fs::Permissions::from_mode(0o666))?;
    Ok(path)
}

async fn post_report(report: BenchReport) -> Result<impl warp::Reply, warp::Rejection> {
    if report.barrels.iter().any(|b| b.staves.len() < 20 || b.serial.is_empty()) {
        return Ok(warp::reply::with_status("each barrel needs a serial and at least 20 staves".to_string(), StatusCode::BAD_REQUEST));
    }
    match tokio::task::spawn_blocking(move || write_report(&report)).await {
        Ok(Ok(path)) => Ok(warp::reply::with_status(path.display().to_string(), StatusCode::CREATED)),
        _ => Ok(warp::reply::with_status("could not write report".to_string(), StatusCode::INTERNAL_SERVER_ERROR)),
    }
}

#[tokio::main]
async fn main() {
    let route = warp::path!("benches" / "reports")
        .and(warp::post())
        .and(warp::body::content_length_limit(256 * 1024))
        .and(warp::body::json())
        .and_then(post_report);
    warp::serve(route).run(([127, 0, 0, 1], 3050)).await;
}
