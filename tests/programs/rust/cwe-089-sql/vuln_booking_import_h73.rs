// A booking import program of the h73 set (cwe-089-sql).
use anyhow::{bail, Context, Result};
use clap::Parser;
use rusqlite::Connection;
use std::fs::File;
use std::io::{BufRead, BufReader};
use std::path::PathBuf;

#[derive(Parser)]
#[command(about = "Import reseller bookings for the lantern and crawl tours")]
struct Cli {
    /// Tab-separated export dropped by the reseller SFTP job
    input: PathBuf,
    #[arg(long, default_value = "/var/lib/cavedesk/bookings.db")]
    db: PathBuf,
    /// Reseller code recorded with every imported row
    #[arg(long)]
    reseller: String,
}

struct Booking {
    guest: String,
    tour_code: String,
    party_size: u32,
    tour_date: String,
}

fn parse_row(line: &str) -> Result<Booking> {
    let cols: Vec<&str> = line.split('\t').map(|c| c.trim().trim_matches('"')).collect();
    if cols.len() < 4 {
        bail!("expected 4 columns, got {}", cols.len());
    }
    let party_size: u32 = cols[2].parse().context("party size")?;
    if party_size == 0 || party_size > 12 {
        bail!("party size {party_size} out of range");
    }
    Ok(Booking {
        guest: cols[0].to_string(),
        tour_code: cols[1].to_ascii_uppercase(),
        party_size,
        tour_date: cols[3].to_string(),
    })
}

fn quote(value: &str) -> String {
    format!("'{}'", value.replace('\'', "\\'"))
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let conn = Connection::open(&cli.db)?;
    let reader = BufReader::new(File::open(&cli.input).context("open input")?);

    let mut batch = String::from("BEGIN;\n");
    let mut count = 0;
    for (n, line) in reader.lines().enumerate() {
        let line = line?;
        if n == 0 && line.to_ascii_lowercase().starts_with("guest") {
            continue; // header row
        }
        if line.trim().is_empty() {
            continue;
        }
        let b = match parse_row(&line) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("skipping line {}: {e}", n + 1);
                continue;
            }
        };
        batch.push_str("INSERT INTO bookings (guest, tour_code, party_size, tour_date, reseller) VALUES (");
        batch.push_str(&format!(
            "{}, {}, {}, {}, {});\n",
            quote(&b.guest),
            quote(&b.tour_code),
            b.party_size,
            quote(&b.tour_date),
            quote(&cli.reseller)
        ));
        count += 1;
    }
    batch.push_str("COMMIT;\n");

    conn.execute_batch(&batch).context("import failed")?;
    println!("imported {count} bookings from {}", cli.input.display());
    Ok(())
}
