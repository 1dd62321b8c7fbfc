// A callsign lookup program of the h73 set (cwe-078-command).
use anyhow::{Context, Result};
use regex::Regex;
use std::fs::OpenOptions;
use std::process::{Command, Stdio};
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader};
use tokio::net::TcpStream;

const CLUSTER: &str = "dxc.nc7j-cluster.net:7373";
const CLUB_CALL: &str = "W7HRC";
const SPOT_LOG: &str = "/var/log/hamclub/spots.log";

struct Spot {
    spotter: String,
    freq_khz: f64,
    dx_call: String,
    comment: String,
}

fn parse_spot(line: &str, re: &Regex) -> Option<Spot> {
    let caps = re.captures(line)?;
    Some(Spot {
        spotter: caps.get(1)?.as_str().trim_end_matches(':').to_string(),
        freq_khz: caps.get(2)?.as_str().parse().ok()?,
        dx_call: caps.get(3)?.as_str().to_string(),
        comment: caps.get(4).map(|m| m.as_str().trim().to_string()).unwrap_or_default(),
    })
}

fn record_lookup(spot: &Spot, call_shape: &Regex) -> Result<()> {
    if !call_shape.is_match(&spot.dx_call) {
        return Ok(());
    }
    let log = OpenOptions::new().create(true).append(true).open(SPOT_LOG)?;
    let status = Command::new("callbook")
        .args(["--call", &spot.dx_call, "--format", "line"])
        .stdout(Stdio::from(log))
        .status()?;
    if !status.success() {
        eprintln!("callbook failed for {}", spot.dx_call);
    }
    Ok(())
}

#[tokio::main]
async fn main() -> Result<()> {
    let spot_re = Regex::new(r"^DX de (\S+)\s+([0-9.]+)\s+(\S+)\s+(.*?)\s*\d{4}Z").unwrap();
    let call_shape = Regex::new(r"(?i)^[A-Z0-9]{1,3}[0-9][A-Z0-9]{1,4}(/[A-Z0-9]{1,4})?$").unwrap();

    let stream = TcpStream::connect(CLUSTER).await.context("connect to cluster")?;
    let (read_half, mut write_half) = stream.into_split();
    let mut lines = BufReader::new(read_half).lines();

    // the cluster asks for a callsign before it starts streaming spots
    write_half.write_all(format!("{CLUB_CALL}\r\n").as_bytes()).await?;

    while let Some(line) = lines.next_line().await? {
        let line = line.trim_end_matches('\r');
        let Some(spot) = parse_spot(line, &spot_re) else {
            continue;
        };
        println!(
            "{:>9.1} kHz  {:<10} de {:<10} {}",
            spot.freq_khz, spot.dx_call, spot.spotter, spot.comment
        );
        if spot.freq_khz < 1800.0 || spot.freq_khz > 54000.0 {
            continue;
        }
        let spot_owned = spot;
        let shape = call_shape.clone();
        tokio::task::spawn_blocking(move || {
            if let Err(e) = record_lookup(&spot_owned, &shape) {
                eprintln!("lookup error: {e:#}");
            }
        });
    }
    Ok(())
}
