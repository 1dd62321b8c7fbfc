// Aquarium life support: the sensor bridge receives water-quality readings from
// the tank controllers and stores them in batches in the telemetry database.
use std::time::Duration;

use serde::Deserialize;
use sqlx::postgres::{PgConnectOptions, PgPoolOptions, PgSslMode};
use sqlx::{PgPool, Postgres, QueryBuilder};
use tokio::net::UdpSocket;
use tokio::sync::mpsc;
use tokio_stream::{wrappers::ReceiverStream, StreamExt};

#[derive(Debug, Deserialize)]
struct Reading {
    tank: String,
    temperature_c: f64,
    salinity_ppt: f64,
    ph: f64,
    nitrate_mg_l: f64,
}

fn connect_options() -> PgConnectOptions {
    PgConnectOptions::new()
        .host("telemetry-db.lifesupport.internal")
        .port(5432)
        .username("sensor_bridge")
        .password("q8Vt3nL7xR2mZp9KwB4cHs6J")
        .database("water_quality")
        .ssl_mode(PgSslMode::Require)
}

async fn store_batch(pool: &PgPool, batch: Vec<Reading>) -> Result<u64, sqlx::Error> {
    let mut insert: QueryBuilder<Postgres> = QueryBuilder::new(
        "INSERT INTO readings (tank, temperature_c, salinity_ppt, ph, nitrate_mg_l) ",
    );
    insert.push_values(batch, |mut row, r| {
        row.push_bind(r.tank)
            .push_bind(r.temperature_c)
            .push_bind(r.salinity_ppt)
            .push_bind(r.ph)
            .push_bind(r.nitrate_mg_l);
    });
    Ok(insert.build().execute(pool).await?.rows_affected())
}

async fn receive(socket: UdpSocket, tx: mpsc::Sender<Reading>) {
    let mut buf = vec![0u8; 2048];
    while let Ok((len, _)) = socket.recv_from(&mut buf).await {
        if let Ok(reading) = serde_json::from_slice::<Reading>(&buf[..len]) {
            if tx.send(reading).await.is_err() {
                break;
            }
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pool = PgPoolOptions::new()
        .max_connections(3)
        .connect_with(connect_options())
        .await?;
    let socket = UdpSocket::bind("0.0.0.0:47020").await?;
    let (tx, rx) = mpsc::channel(1024);
    tokio::spawn(receive(socket, tx));

    let batches = ReceiverStream::new(rx).chunks_timeout(200, Duration::from_secs(10));
    tokio::pin!(batches);
    while let Some(batch) = batches.next().await {
        match store_batch(&pool, batch).await {
            Ok(rows) => println!("stored {rows} readings"),
            Err(err) => eprintln!("telemetry insert failed: {err}"),
        }
    }
    Ok(())
}
