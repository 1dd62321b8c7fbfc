// A mill bolt import program of the h64 set (cwe-089-sql).
// Imports the weekly bolt register that each mill uploads as CSV
// (mill, loom_id, fabric, dye_lot, metres) into the central SQLite ledger.
use rusqlite::{params, Connection};
use serde::Deserialize;
use std::collections::{BTreeMap, HashSet};
use std::error::Error;

#[derive(Debug, Deserialize)]
struct BoltRow {
    mill: String,
    loom_id: u32,
    fabric: String,
    dye_lot: String,
    metres: f64,
}

const FABRICS: &[&str] = &["worsted", "tweed", "calico", "muslin", "flannel", "serge"];

fn open_ledger(path: &str) -> rusqlite::Result<Connection> {
    let conn = Connection::open(path)?;
    conn.execute_batch(
        "CREATE TABLE IF NOT EXISTS bolts (
             mill TEXT NOT NULL, loom_id INTEGER NOT NULL, fabric TEXT NOT NULL,
             dye_lot TEXT NOT NULL, metres REAL NOT NULL);
         CREATE TABLE IF NOT EXISTS mill_totals (mill TEXT PRIMARY KEY, metres REAL NOT NULL);",
    )?;
    Ok(conn)
}

fn main() -> Result<(), Box<dyn Error>> {
    let upload = std::env::args().nth(1).ok_or("usage: bolt-import <register.csv>")?;
    let known: HashSet<&str> = FABRICS.iter().copied().collect();

    let mut rdr = csv::ReaderBuilder::new().trim(csv::Trim::All).from_path(&upload)?;
    let mut by_mill: BTreeMap<String, Vec<BoltRow>> = BTreeMap::new();
    for (line, rec) in rdr.deserialize::<BoltRow>().enumerate() {
        let row = rec?;
        if !known.contains(row.fabric.to_lowercase().as_str()) || row.metres <= 0.0 {
            eprintln!("line {}: rejected bolt from loom {}", line + 2, row.loom_id);
            continue;
        }
        by_mill.entry(row.mill.clone()).or_default().push(row);
    }

    let mut conn = open_ledger("bolts.db")?;
    let tx = conn.transaction()?;
    for (mill, rows) in &by_mill {
        {
            let mut stmt = tx.prepare_cached(
                "INSERT INTO bolts (mill, loom_id, fabric, dye_lot, metres)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )?;
            for r in rows {
                stmt.execute(params![
                    mill,
                    r.loom_id,
                    r.fabric.to_lowercase(),
                    r.dye_lot,
                    r.metres
                ])?;
            }
        }

        let total: f64 = rows.iter().map(|r| r.metres).sum();
        tx.execute(
            "INSERT INTO mill_totals (mill, metres) VALUES (?1, ?2)
             ON CONFLICT(mill) DO UPDATE SET metres = metres + excluded.metres",
            params![mill, total],
        )?;
        println!("{}: {} bolts, {:.1} m", mill, rows.len(), total);
    }
    tx.commit()?;
    Ok(())
}
