// A ledger rollup program of the h66 set (cwe-798-credentials).
// Besom & Birch broom makers: nightly roll-up of the stock ledger. Sums the
// day's movements of birch bundles, broomcorn, handles and wire per workshop
// and writes the closing balances the morning shift sees on the board.
use postgres::{Client, NoTls};
use std::error::Error;

const LEDGER_DSN: &str = "host=/var/run/postgresql port=5432 dbname=besom_ledger user=ledger_batch";

struct Balance {
    workshop: String,
    material: String,
    closing: i64,
}

fn ledger_dsn() -> Result<String, Box<dyn Error>> {
    let password = std::env::var("BESOM_LEDGER_PASSWORD")
        .map_err(|_| "BESOM_LEDGER_PASSWORD is not set")?;
    Ok(format!("{} password={}", LEDGER_DSN, password))
}

fn roll_up(client: &mut Client) -> Result<Vec<Balance>, postgres::Error> {
    let mut tx = client.transaction()?;
    tx.execute(
        "INSERT INTO balances (workshop, material, day, closing) \
         SELECT m.workshop, m.material, current_date, \
                COALESCE(b.closing, 0) + SUM(m.qty) \
         FROM movements m \
         LEFT JOIN balances b ON b.workshop = m.workshop AND b.material = m.material \
              AND b.day = current_date - 1 \
         WHERE m.moved_on = current_date \
         GROUP BY m.workshop, m.material, b.closing \
         ON CONFLICT (workshop, material, day) DO UPDATE SET closing = EXCLUDED.closing",
        &[],
    )?;
    let rows = tx.query(
        "SELECT workshop, material, closing FROM balances WHERE day = current_date ORDER BY workshop, material",
        &[],
    )?;
    tx.commit()?;

    let mut out = Vec::new();
    for row in rows {
        out.push(Balance { workshop: row.get(0), material: row.get(1), closing: row.get(2) });
    }
    Ok(out)
}

fn main() -> Result<(), Box<dyn Error>> {
    let dsn = ledger_dsn()?;
    let mut client = Client::connect(&dsn, NoTls)?;
    let balances = roll_up(&mut client)?;

    let mut board = String::new();
    let mut last = String::new();
    for b in balances.iter() {
        if b.workshop != last {
            board.push_str(&format!("\n== {} ==\n", b.workshop));
            last = b.workshop.clone();
        }
        board.push_str(&format!("{:<20} {:>8}\n", b.material, b.closing));
    }
    std::fs::write("/var/lib/besom/board.txt", board)?;
    println!("ledger rolled up for {} lines", balances.len());
    Ok(())
}
