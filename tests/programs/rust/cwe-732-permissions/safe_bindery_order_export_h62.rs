// A bindery order export program of the h62 set (cwe-732-permissions).
// Bookbinding workshop: nightly job that exports open commissions (customer
// names, addresses, quoted prices) for the bookkeeper's import.
use clap::Parser;
use serde::Deserialize;
use std::fs::{self, OpenOptions, Permissions};
use std::io::{BufWriter, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::PathBuf;

#[derive(Parser)]
#[command(name = "bindery-export")]
struct Args {
    #[arg(long, default_value = "/srv/bindery/commissions.json")]
    source: PathBuf,
    #[arg(long, default_value = "/srv/bindery/exports")]
    out_dir: PathBuf,
    #[arg(long)]
    date: String,
}

#[derive(Deserialize)]
struct Commission {
    id: u32,
    customer: String,
    address: String,
    binding: String,
    quote_cents: u64,
    status: String,
}

fn csv_row(c: &Commission) -> String {
    let quote = |s: &str| format!("\"{}\"", s.replace('"', "\"\""));
    format!(
        "{},{},{},{},{}.{:02}\n",
        c.id,
        quote(&c.customer),
        quote(&c.address),
        quote(&c.binding),
        c.quote_cents / 100,
        c.quote_cents % 100
    )
}

fn prepare_dir(dir: &PathBuf) -> std::io::Result<()> {
    fs::create_dir_all(dir)?;
    fs::set_permissions(dir, Permissions::from_mode(0o700))
}

fn write_export(path: &PathBuf, rows: impl Iterator<Item = String>) -> std::io::Result<usize> {
    let file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(0o600)
        .open(path)?;
    let mut out = BufWriter::new(file);
    out.write_all(b"id,customer,address,binding,quote\n")?;
    let mut n = 0;
    for row in rows {
        out.write_all(row.as_bytes())?;
        n += 1;
    }
    out.flush()?;
    Ok(n)
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let date = chrono::NaiveDate::parse_from_str(&args.date, "%Y-%m-%d")?;
    let commissions: Vec<Commission> = serde_json::from_str(&fs::read_to_string(&args.source)?)?;

    prepare_dir(&args.out_dir)?;
    let target = args.out_dir.join(format!("commissions-{}.csv", date.format("%Y%m%d")));
    let rows = commissions
        .iter()
        .filter(|c| c.status == "open" || c.status == "in_press")
        .map(csv_row);
    let written = write_export(&target, rows)?;
    println!("wrote {} commissions to {}", written, target.display());
    Ok(())
}
