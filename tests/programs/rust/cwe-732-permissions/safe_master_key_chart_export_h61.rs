// A master key chart export program of the h61 set (cwe-732-permissions).
// Locksmith: master-key systems for office buildings are designed in the
// workshop database. This tool exports the bitting chart of one system so it
// can be loaded onto the code-cutting machine's USB stick.
use std::fs::OpenOptions;
use std::io::{BufWriter, Write};
use std::os::unix::fs::OpenOptionsExt;
use std::path::PathBuf;

use clap::Parser;
use rusqlite::{params, Connection};

#[derive(Parser)]
#[command(about = "Export a master-key bitting chart")]
struct Args {
    /// Master-key system reference, e.g. MK-2291
    system: String,
    /// Output file
    #[arg(short, long)]
    out: PathBuf,
    #[arg(long, default_value = "/var/lib/locksmith/systems.db")]
    db: String,
}

struct ChartRow {
    key_level: String,
    door_label: String,
    bitting: String,
}

trait ChartSource {
    fn rows(&self, system: &str) -> rusqlite::Result<Vec<ChartRow>>;
}

struct SqliteChartSource {
    conn: Connection,
}

impl ChartSource for SqliteChartSource {
    fn rows(&self, system: &str) -> rusqlite::Result<Vec<ChartRow>> {
        let mut stmt = self.conn.prepare(
            "SELECT key_level, door_label, bitting FROM chart_rows WHERE system_ref = ?1 ORDER BY key_level, door_label",
        )?;
        let rows = stmt.query_map(params![system], |r| {
            Ok(ChartRow { key_level: r.get(0)?, door_label: r.get(1)?, bitting: r.get(2)? })
        })?;
        rows.collect()
    }
}

trait ChartWriter {
    fn write(&self, path: &PathBuf, system: &str, rows: &[ChartRow]) -> std::io::Result<()>;
}

struct CsvChartWriter;

impl ChartWriter for CsvChartWriter {
    fn write(&self, path: &PathBuf, system: &str, rows: &[ChartRow]) -> std::io::Result<()> {
        let file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(0o600)
            .open(path)?;
        let mut out = BufWriter::new(file);
        writeln!(out, "# bitting chart for {system}")?;
        writeln!(out, "level,door,bitting")?;
        for row in rows {
            writeln!(out, "{},{},{}", row.key_level, row.door_label, row.bitting)?;
        }
        out.flush()
    }
}

fn main() -> anyhow::Result<()> {
    let args = Args::parse();
    let source = SqliteChartSource { conn: Connection::open(&args.db)? };
    let rows = source.rows(&args.system)?;
    anyhow::ensure!(!rows.is_empty(), "no chart rows for {}", args.system);
    CsvChartWriter.write(&args.out, &args.system, &rows)?;
    eprintln!("exported {} rows to {}", rows.len(), args.out.display());
    Ok(())
}
