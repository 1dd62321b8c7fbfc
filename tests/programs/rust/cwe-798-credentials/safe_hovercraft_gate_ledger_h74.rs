// A hovercraft gate ledger program of the h74 set (cwe-798-credentials).
use std::time::Duration;

use serde::Deserialize;
use sqlx::postgres::{PgConnectOptions, PgPool, PgPoolOptions, PgSslMode};
use tokio::io::{AsyncBufReadExt, BufReader};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::broadcast;

#[derive(Deserialize, Clone, Debug)]
struct GateScan {
    gate: String,
    ticket: String,
    sailing: String,
    fare_pence: i32,
}

fn ledger_options() -> anyhow::Result<PgConnectOptions> {
    let password = std::env::var("GATE_LEDGER_DB_PASSWORD")
        .map_err(|_| anyhow::anyhow!("GATE_LEDGER_DB_PASSWORD is not set"))?;
    Ok(PgConnectOptions::new()
        .host("ledger-db.solent-skimmer.co.uk")
        .port(5432)
        .database("ferry_ledger")
        .username("gate_ledger")
        .password(&password)
        .ssl_mode(PgSslMode::Require))
}

async fn ledger_writer(pool: PgPool, mut scans: broadcast::Receiver<GateScan>) {
    loop {
        let scan = match scans.recv().await {
            Ok(s) => s,
            Err(broadcast::error::RecvError::Lagged(n)) => {
                eprintln!("ledger fell behind, {n} scans need replay from gate logs");
                continue;
            }
            Err(broadcast::error::RecvError::Closed) => break,
        };
        let res = sqlx::query(
            "INSERT INTO boardings (gate, ticket, sailing, fare_pence, scanned_at) VALUES ($1, $2, $3, $4, now())",
        )
        .bind(&scan.gate)
        .bind(&scan.ticket)
        .bind(&scan.sailing)
        .bind(scan.fare_pence)
        .execute(&pool)
        .await;
        if let Err(e) = res {
            eprintln!("could not record {}: {e}", scan.ticket);
        }
    }
}

async fn occupancy_counter(mut scans: broadcast::Receiver<GateScan>) {
    let mut boarded = std::collections::HashMap::<String, u32>::new();
    while let Ok(scan) = scans.recv().await {
        let n = boarded.entry(scan.sailing.clone()).or_default();
        *n += 1;
        if *n % 25 == 0 {
            println!("sailing {}: {n} passengers boarded", scan.sailing);
        }
    }
}

async fn gate_connection(stream: TcpStream, tx: broadcast::Sender<GateScan>) {
    let mut lines = BufReader::new(stream).lines();
    while let Ok(Some(line)) = lines.next_line().await {
        match serde_json::from_str::<GateScan>(&line) {
            Ok(scan) => {
                let _ = tx.send(scan);
            }
            Err(e) => eprintln!("ignoring malformed scan: {e}"),
        }
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let pool = PgPoolOptions::new()
        .max_connections(4)
        .acquire_timeout(Duration::from_secs(5))
        .connect_with(ledger_options()?)
        .await?;

    let (tx, _) = broadcast::channel::<GateScan>(1024);
    tokio::spawn(ledger_writer(pool, tx.subscribe()));
    tokio::spawn(occupancy_counter(tx.subscribe()));

    let listener = TcpListener::bind("0.0.0.0:7400").await?;
    loop {
        let (stream, peer) = listener.accept().await?;
        println!("gate connected from {peer}");
        tokio::spawn(gate_connection(stream, tx.clone()));
    }
}
