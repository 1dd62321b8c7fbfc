// A log export program of the h73 set (cwe-732-permissions).
use anyhow::{Context, Result};
use serde::Deserialize;
use std::fmt::Write as _;
use std::fs::{self, OpenOptions, Permissions};
use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::Path;
use std::time::Duration;

const LOG_SOURCE: &str = "/var/lib/trailhunters/find-logs.jsonl";
const EXPORT_DIR: &str = "/srv/trailhunters/exports";

#[derive(Deserialize)]
struct FindLog {
    gc_code: String,
    finder: String,
    finder_email: String,
    found_on: String,
    #[serde(default)]
    text: String,
}

fn csv_field(raw: &str) -> String {
    let flat = raw.replace(['\r', '\n'], " ");
    if flat.contains([',', '"']) {
        format!("\"{}\"", flat.replace('"', "\"\""))
    } else {
        flat
    }
}

fn export_once(day: &str) -> Result<usize> {
    let reader = BufReader::new(fs::File::open(LOG_SOURCE).context("open find logs")?);
    let mut csv = String::from("gc_code,finder,email,found_on,log\n");
    let mut rows = 0;
    for line in reader.lines() {
        let line = line?;
        let Ok(log) = serde_json::from_str::<FindLog>(&line) else { continue };
        if !log.found_on.starts_with(day) {
            continue;
        }
        let _ = writeln!(
            csv,
            "{},{},{},{},{}",
            csv_field(&log.gc_code.to_uppercase()),
            csv_field(log.finder.trim()),
            csv_field(&log.finder_email.to_lowercase()),
            csv_field(&log.found_on),
            csv_field(log.text.trim())
        );
        rows += 1;
    }

    fs::create_dir_all(EXPORT_DIR)?;
    // the stats volunteers pull the files over sftp as members of the export group
    fs::set_permissions(EXPORT_DIR, Permissions::from_mode(0o750))?;
    let path = Path::new(EXPORT_DIR).join(format!("finds-{day}.csv"));
    let mut file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o640)
        .open(&path)?;
    file.write_all(csv.as_bytes())?;
    Ok(rows)
}

#[tokio::main]
async fn main() -> Result<()> {
    let mut ticker = tokio::time::interval(Duration::from_secs(24 * 60 * 60));
    loop {
        ticker.tick().await;
        let day = chrono::Utc::now().date_naive().pred_opt().unwrap_or_default().to_string();
        match tokio::task::spawn_blocking(move || export_once(&day)).await? {
            Ok(n) => println!("exported {n} find logs"),
            Err(e) => eprintln!("export failed: {e:#}"),
        }
    }
}
