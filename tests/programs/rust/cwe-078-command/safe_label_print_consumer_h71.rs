// A label print consumer program of the h71 set (cwe-078-command).
use std::process::Command;

use futures_lite::stream::StreamExt;
use lapin::{
    options::{BasicAckOptions, BasicConsumeOptions, BasicNackOptions},
    types::FieldTable,
    Connection, ConnectionProperties,
};
use serde::Deserialize;

const PRINTERS: &[&str] = &["zebra-bottling", "zebra-keg", "office-laser"];

#[derive(Deserialize)]
struct LabelJob {
    batch_id: u32,
    printers: Vec<String>,
    copies: u8,
}

#[derive(Debug, thiserror::Error)]
enum WorkerError {
    #[error("broker: {0}")]
    Broker(#[from] lapin::Error),
    #[error("bad label job: {0}")]
    Payload(#[from] serde_json::Error),
    #[error("no known printer in job for batch {0}")]
    NoPrinter(u32),
}

fn print_labels(job: &LabelJob) -> Result<usize, WorkerError> {
    let known: Vec<&String> = job
        .printers
        .iter()
        .filter(|p| PRINTERS.contains(&p.as_str()))
        .collect();
    if known.is_empty() {
        return Err(WorkerError::NoPrinter(job.batch_id));
    }

    let label = format!("/var/press/labels/batch-{:05}.zpl", job.batch_id);
    let copies = job.copies.clamp(1, 50);
    let mut sent = 0;
    'printers: for printer in &known {
        let cmdline = format!("lp -d {printer} -n {copies} -o raw {label}");
        for attempt in 1..=3 {
            match Command::new("sh").arg("-c").arg(&cmdline).status() {
                Ok(s) if s.success() => {
                    sent += 1;
                    continue 'printers;
                }
                Ok(s) => tracing::warn!(%printer, attempt, code = ?s.code(), "lp refused job"),
                Err(e) => tracing::warn!(%printer, attempt, error = %e, "could not start lp"),
            }
        }
        tracing::error!(%printer, batch = job.batch_id, "giving up on printer");
    }
    Ok(sent)
}

#[tokio::main]
async fn main() -> Result<(), WorkerError> {
    tracing_subscriber::fmt::init();
    let addr = std::env::var("AMQP_ADDR")
        .unwrap_or_else(|_| "amqp://press-broker.orchardworks.internal:5672/%2f".into());
    let conn = Connection::connect(&addr, ConnectionProperties::default()).await?;
    let channel = conn.create_channel().await?;
    let mut consumer = channel
        .basic_consume(
            "bottling.labels",
            "label-printer",
            BasicConsumeOptions::default(),
            FieldTable::default(),
        )
        .await?;

    while let Some(delivery) = consumer.next().await {
        let delivery = delivery?;
        let outcome = serde_json::from_slice::<LabelJob>(&delivery.data)
            .map_err(WorkerError::from)
            .and_then(|job| print_labels(&job));
        match outcome {
            Ok(n) => {
                tracing::info!(printers = n, "labels queued");
                delivery.ack(BasicAckOptions::default()).await?;
            }
            Err(e) => {
                tracing::error!(error = %e, "label job rejected");
                delivery
                    .nack(BasicNackOptions { requeue: false, ..Default::default() })
                    .await?;
            }
        }
    }
    Ok(())
}
