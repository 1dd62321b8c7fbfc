// A entry import program of the h72 set (cwe-089-sql).
use std::fs;
use std::path::PathBuf;

use anyhow::{anyhow, Context};
use clap::{Parser, Subcommand, ValueEnum};
use rusqlite::types::Value;
use rusqlite::{params_from_iter, Connection};

struct CsvRow(Vec<String>);

impl CsvRow {
    fn field(&self, idx: usize) -> anyhow::Result<String> {
        self.0.get(idx).map(|s| s.trim().to_owned()).ok_or_else(|| anyhow!("missing column {idx}"))
    }
}

trait Record: TryFrom<CsvRow, Error = anyhow::Error> {
    const TABLE: &'static str;
    const COLUMNS: &'static [&'static str];

    fn values(&self) -> Vec<Value>;

    fn save(&self, conn: &Connection) -> rusqlite::Result<usize> {
        let marks: Vec<String> = (1..=Self::COLUMNS.len()).map(|i| format!("?{i}")).collect();
        let sql = format!("INSERT INTO {} ({}) VALUES ({})", Self::TABLE, Self::COLUMNS.join(", "), marks.join(", "));
        conn.execute(&sql, params_from_iter(self.values()))
    }
}

struct RoughStockEntry {
    contestant: String,
    hometown: String,
    event: String,
}

impl TryFrom<CsvRow> for RoughStockEntry {
    type Error = anyhow::Error;
    fn try_from(row: CsvRow) -> anyhow::Result<Self> {
        Ok(Self { contestant: row.field(0)?, hometown: row.field(1)?, event: row.field(2)? })
    }
}

impl Record for RoughStockEntry {
    const TABLE: &'static str = "rough_stock_entries";
    const COLUMNS: &'static [&'static str] = &["contestant", "hometown", "event"];

    fn values(&self) -> Vec<Value> {
        vec![self.contestant.clone().into(), self.hometown.clone().into(), self.event.clone().into()]
    }
}

struct TimedEventEntry {
    contestant: String,
    horse_name: String,
    event: String,
}

impl TryFrom<CsvRow> for TimedEventEntry {
    type Error = anyhow::Error;
    fn try_from(row: CsvRow) -> anyhow::Result<Self> {
        Ok(Self { contestant: row.field(0)?, horse_name: row.field(1)?, event: row.field(2)? })
    }
}

impl Record for TimedEventEntry {
    const TABLE: &'static str = "timed_entries";
    const COLUMNS: &'static [&'static str] = &["contestant", "horse_name", "event"];

    fn values(&self) -> Vec<Value> {
        vec![self.contestant.clone().into(), self.horse_name.clone().into(), self.event.clone().into()]
    }

    // horses are kept in their own table so the vet check list can be printed from it
    fn save(&self, conn: &Connection) -> rusqlite::Result<usize> {
        conn.execute("INSERT OR IGNORE INTO horses (name) VALUES (?1)", [&self.horse_name])?;
        conn.execute(
            "INSERT INTO timed_entries (contestant, horse_name, event) VALUES (?1, ?2, ?3)",
            [&self.contestant, &self.horse_name, &self.event],
        )
    }
}

fn import<R: Record>(conn: &Connection, csv: &str) -> anyhow::Result<usize> {
    let mut saved = 0;
    for (n, line) in csv.lines().enumerate().skip(1) {
        let row = CsvRow(line.split(',').map(str::to_owned).collect());
        let record = R::try_from(row).with_context(|| format!("line {}", n + 1))?;
        saved += record.save(conn)?;
    }
    Ok(saved)
}

#[derive(Clone, Copy, ValueEnum)]
enum EntryKind {
    RoughStock,
    Timed,
}

#[derive(Subcommand)]
enum Cmd {
    /// Load a registration export into the entries database
    Import {
        #[arg(long)]
        file: PathBuf,
        #[arg(long, value_enum)]
        kind: EntryKind,
    },
}

#[derive(Parser)]
#[command(name = "arena-entries")]
struct Cli {
    #[arg(long, env = "ARENA_DB", default_value = "/var/lib/dustbowl/entries.sqlite")]
    db: PathBuf,
    #[command(subcommand)]
    cmd: Cmd,
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let conn = Connection::open(&cli.db)?;
    match cli.cmd {
        Cmd::Import { file, kind } => {
            let csv = fs::read_to_string(&file)?;
            let tx = conn.unchecked_transaction()?;
            let saved = match kind {
                EntryKind::RoughStock => import::<RoughStockEntry>(&tx, &csv)?,
                EntryKind::Timed => import::<TimedEventEntry>(&tx, &csv)?,
            };
            tx.commit()?;
            println!("imported {saved} rows from {}", file.display());
        }
    }
    Ok(())
}
