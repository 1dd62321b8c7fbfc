// A village blacksmith forge commission order export program of the h76 set (cwe-732-permissions).
use std::fs::{self, DirBuilder, OpenOptions, Permissions};
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
use std::path::PathBuf;

use chrono::Local;
use rusqlite::Connection;
use serde::Serialize;

#[derive(Serialize)]
struct CommissionRow {
    order_id: i64,
    customer: String,
    address: String,
    phone: String,
    piece: String,
    deposit_cents: i64,
}

struct ExportOptions {
    dir: PathBuf,
    dir_mode: u32,
    file_mode: u32,
    delimiter: u8,
}

impl Default for ExportOptions {
    fn default() -> Self {
        Self {
            dir: PathBuf::from("/var/exports/forge"),
            dir_mode: 0o700,
            file_mode: 0o600,
            delimiter: b',',
        }
    }
}

struct ExportWriter {
    options: ExportOptions,
}

impl ExportWriter {
    fn new(options: ExportOptions) -> Self {
        Self { options }
    }

    fn prepare_dir(&self) -> std::io::Result<()> {
        DirBuilder::new()
            .recursive(true)
            .mode(self.options.dir_mode)
            .create(&self.options.dir)?;
        fs::set_permissions(&self.options.dir, Permissions::from_mode(self.options.dir_mode))
    }

    fn write(&self, rows: &[CommissionRow]) -> anyhow::Result<PathBuf> {
        self.prepare_dir()?;
        let path = self
            .options
            .dir
            .join(format!("commissions-{}.csv", Local::now().format("%Y%m%d")));
        let file = OpenOptions::new()
            .write(true)
            .create(true)
            .truncate(true)
            .mode(self.options.file_mode)
            .open(&path)?;
        fs::set_permissions(&path, Permissions::from_mode(self.options.file_mode))?;

        let mut csv = csv::WriterBuilder::new()
            .delimiter(self.options.delimiter)
            .from_writer(file);
        for row in rows {
            csv.serialize(row)?;
        }
        csv.flush()?;
        Ok(path)
    }
}

fn open_commissions(db: &Connection) -> rusqlite::Result<Vec<CommissionRow>> {
    let mut stmt = db.prepare(
        "SELECT id, customer, address, phone, piece, deposit_cents \
         FROM commissions WHERE status = 'open' ORDER BY id",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok(CommissionRow {
            order_id: r.get(0)?,
            customer: r.get(1)?,
            address: r.get(2)?,
            phone: r.get(3)?,
            piece: r.get(4)?,
            deposit_cents: r.get(5)?,
        })
    })?;
    rows.collect()
}

fn main() -> anyhow::Result<()> {
    let db = Connection::open("/var/lib/forge/orders.db")?;
    let rows = open_commissions(&db)?;

    let writer = ExportWriter::new(ExportOptions {
        dir_mode: 0o750,
        file_mode: 0o640,
        ..ExportOptions::default()
    });
    let path = writer.write(&rows)?;
    println!("exported {} open commissions to {}", rows.len(), path.display());
    Ok(())
}
