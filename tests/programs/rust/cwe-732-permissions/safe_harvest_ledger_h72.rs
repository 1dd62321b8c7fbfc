// A harvest ledger program of the h72 set (cwe-732-permissions).
use std::fs::{self, File, OpenOptions, Permissions};
use std::io::{self, BufWriter, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};
use std::time::Duration;

use chrono::{Local, NaiveDate, NaiveTime};

struct LedgerRow {
    lot: String,
    variety: String,
    kilos: f64,
    alpha_acid_pct: f32,
    buyer: String,
    price_per_kg: f64,
}

trait LedgerSink {
    fn write_row(&mut self, row: &LedgerRow) -> io::Result<()>;
    fn finish(self) -> io::Result<PathBuf>;
}

/// Drops the ledger where the co-op's SFTP account collects it.
struct CoopDropSink {
    path: PathBuf,
    out: BufWriter<File>,
}

impl CoopDropSink {
    fn open(dir: &Path, day: NaiveDate) -> io::Result<Self> {
        fs::create_dir_all(dir)?;
        fs::set_permissions(dir, Permissions::from_mode(0o750))?;
        let path = dir.join(format!("ledger-{day}.csv"));
        let file = OpenOptions::new().write(true).create(true).truncate(true).mode(0o640).open(&path)?;
        // the co-op's SFTP account is in the group that owns the drop directory
        fs::set_permissions(&path, Permissions::from_mode(0o640))?;
        let mut out = BufWriter::new(file);
        writeln!(out, "lot,variety,kilos,alpha_acid_pct,buyer,price_per_kg")?;
        Ok(Self { path, out })
    }
}

impl LedgerSink for CoopDropSink {
    fn write_row(&mut self, r: &LedgerRow) -> io::Result<()> {
        writeln!(
            self.out,
            "{},{},{:.1},{:.2},{},{:.2}",
            r.lot, r.variety, r.kilos, r.alpha_acid_pct, r.buyer, r.price_per_kg
        )
    }

    fn finish(mut self) -> io::Result<PathBuf> {
        self.out.flush()?;
        self.out.get_ref().sync_all()?;
        Ok(self.path)
    }
}

fn export<S: LedgerSink>(mut sink: S, rows: &[LedgerRow]) -> io::Result<PathBuf> {
    for row in rows {
        sink.write_row(row)?;
    }
    sink.finish()
}

fn load_day(day: NaiveDate) -> Vec<LedgerRow> {
    // Reads from the weighbridge database in production; one row shown for shape.
    vec![LedgerRow {
        lot: format!("{}-CAS-07", day.format("%y%m%d")),
        variety: "Cascade".into(),
        kilos: 1840.5,
        alpha_acid_pct: 6.8,
        buyer: "Brightwater Brewing".into(),
        price_per_kg: 14.25,
    }]
}

fn until_next(at: NaiveTime) -> Duration {
    let now = Local::now().naive_local();
    let mut next = now.date().and_time(at);
    if next <= now {
        next += chrono::Duration::days(1);
    }
    (next - now).to_std().unwrap_or(Duration::from_secs(60))
}

#[tokio::main]
async fn main() {
    let drop_dir = PathBuf::from(std::env::var("COOP_DROP_DIR").unwrap_or_else(|_| "/srv/bineyard/coop-drop".into()));
    let run_at = NaiveTime::from_hms_opt(2, 15, 0).expect("valid time");

    loop {
        tokio::time::sleep(until_next(run_at)).await;
        let day = Local::now().date_naive().pred_opt().expect("has a previous day");
        let dir = drop_dir.clone();
        let result = tokio::task::spawn_blocking(move || {
            let rows = load_day(day);
            export(CoopDropSink::open(&dir, day)?, &rows)
        })
        .await;
        match result {
            Ok(Ok(path)) => println!("ledger for {day} written to {}", path.display()),
            Ok(Err(e)) => eprintln!("ledger export for {day} failed: {e}"),
            Err(e) => eprintln!("export task panicked: {e}"),
        }
    }
}
