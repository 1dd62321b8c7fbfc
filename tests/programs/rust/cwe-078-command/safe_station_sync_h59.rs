// Weather network batch tool: pulls raw observation logs from every station listed in an inventory CSV.
use clap::Parser;
use serde::Deserialize;
use std::path::{Path, PathBuf};
use std::process::{Command, ExitStatus};

#[derive(Parser, Debug)]
#[command(name = "wx-sync", version)]
struct Cli {
    /// CSV inventory exported from the station registry (columns: station_id,host,region)
    #[arg(short, long)]
    inventory: PathBuf,
    /// Local archive root
    #[arg(short, long, default_value = "/srv/wx/raw")]
    archive: PathBuf,
    /// Only sync stations from this region
    #[arg(long)]
    region: Option<String>,
}

#[derive(Debug, Deserialize)]
struct StationRecord {
    station_id: u32,
    host: String,
    region: String,
}

trait LogFetcher {
    fn fetch(&self, station: &StationRecord, dest: &Path) -> std::io::Result<ExitStatus>;
}

struct RsyncFetcher {
    remote_user: String,
}

impl LogFetcher for RsyncFetcher {
    fn fetch(&self, station: &StationRecord, dest: &Path) -> std::io::Result<ExitStatus> {
        let host_ok = !station.host.starts_with('-')
            && station.host.chars().all(|c| c.is_ascii_alphanumeric() || c == '.' || c == '-');
        if !host_ok {
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, "bad station host"));
        }
        let remote = format!("{}@{}:/var/lib/wx/obs/", self.remote_user, station.host);
        Command::new("rsync")
            .args(["-az", "--timeout=30", "--"])
            .arg(remote)
            .arg(dest)
            .status()
    }
}

struct SyncJob<F: LogFetcher> {
    fetcher: F,
    archive: PathBuf,
}

impl<F: LogFetcher> SyncJob<F> {
    fn run(&self, stations: Vec<StationRecord>, region: Option<&str>) -> usize {
        let mut failures = 0;
        for station in stations {
            if region.is_some_and(|r| r != station.region) {
                continue;
            }
            let dest = self.archive.join(format!("{:05}", station.station_id));
            if let Err(e) = std::fs::create_dir_all(&dest) {
                eprintln!("station {}: {}", station.station_id, e);
                failures += 1;
                continue;
            }
            match self.fetcher.fetch(&station, &dest) {
                Ok(status) if status.success() => println!("station {:05} synced", station.station_id),
                Ok(status) => {
                    eprintln!("station {:05} rsync exit {:?}", station.station_id, status.code());
                    failures += 1;
                }
                Err(e) => {
                    eprintln!("station {:05}: {}", station.station_id, e);
                    failures += 1;
                }
            }
        }
        failures
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let mut reader = csv::Reader::from_path(&cli.inventory)?;
    let stations: Vec<StationRecord> = reader.deserialize().collect::<Result<_, _>>()?;
    let job = SyncJob {
        fetcher: RsyncFetcher { remote_user: std::env::var("WX_SYNC_USER").unwrap_or_else(|_| "wxlog".into()) },
        archive: cli.archive,
    };
    let failures = job.run(stations, cli.region.as_deref());
    std::process::exit(if failures == 0 { 0 } else { 1 });
}
