// A tree delivery exports program of the h74 set (cwe-732-permissions).
use std::fs::{self, OpenOptions, Permissions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::time::Duration;

use chrono::{Local, Timelike};
use tokio::task::JoinSet;

const EXPORT_DIR: &str = "/srv/evergreen-acres/delivery-sheets";

#[derive(Clone, Debug)]
struct Delivery {
    buyer: String,
    contact_phone: String,
    drop_address: String,
    fraser_firs: u32,
    nordmanns: u32,
}

async fn tomorrows_deliveries() -> Vec<Delivery> {
    // pulled from the order book service in production
    vec![
        Delivery {
            buyer: "hillcrest-garden-centre".into(),
            contact_phone: "+44 7700 900412".into(),
            drop_address: "Unit 4, Mill Lane, Hexham".into(),
            fraser_firs: 120,
            nordmanns: 80,
        },
        Delivery {
            buyer: "st-oswalds-scouts".into(),
            contact_phone: "+44 7700 900733".into(),
            drop_address: "Scout Hut, Priory Road, Corbridge".into(),
            fraser_firs: 40,
            nordmanns: 0,
        },
    ]
}

fn prepare_dir(dir: &Path) -> std::io::Result<()> {
    fs::create_dir_all(dir)?;
    fs::set_permissions(dir, Permissions::from_mode(0o750))
}

fn write_sheet(dir: &Path, d: &Delivery) -> std::io::Result<PathBuf> {
    let path = dir.join(format!("{}-{}.csv", Local::now().format("%Y%m%d"), d.buyer));
    let mut file = OpenOptions::new()
        .create(true)
        .write(true)
        .truncate(true)
        .mode(0o640)
        .open(&path)?;
    writeln!(file, "buyer,phone,address,fraser_fir,nordmann")?;
    writeln!(
        file,
        "{},{},\"{}\",{},{}",
        d.buyer, d.contact_phone, d.drop_address, d.fraser_firs, d.nordmanns
    )?;
    file.sync_all()?;
    Ok(path)
}

async fn run_export() -> std::io::Result<()> {
    let dir = PathBuf::from(EXPORT_DIR);
    let d2 = dir.clone();
    tokio::task::spawn_blocking(move || prepare_dir(&d2)).await??;

    let mut writers = JoinSet::new();
    for delivery in tomorrows_deliveries().await {
        let dir = dir.clone();
        writers.spawn_blocking(move || write_sheet(&dir, &delivery));
    }
    while let Some(done) = writers.join_next().await {
        match done {
            Ok(Ok(path)) => println!("wrote {}", path.display()),
            Ok(Err(e)) => eprintln!("delivery sheet failed: {e}"),
            Err(e) => eprintln!("writer task crashed: {e}"),
        }
    }
    Ok(())
}

#[tokio::main]
async fn main() {
    let mut check = tokio::time::interval(Duration::from_secs(60));
    let mut last_day = None;
    loop {
        check.tick().await;
        let now = Local::now();
        if now.hour() == 2 && last_day != Some(now.date_naive()) {
            last_day = Some(now.date_naive());
            if let Err(e) = run_export().await {
                eprintln!("nightly export failed: {e}");
            }
        }
    }
}
