// A organ invoice archive program of the h63 set (cwe-798-credentials).
use std::sync::Arc;

use aws_config::BehaviorVersion;
use aws_sdk_s3::config::Region;
use aws_sdk_s3::primitives::ByteStream;
use aws_sdk_s3::Client;
use lambda_runtime::{run, service_fn, Error, LambdaEvent};
use serde::{Deserialize, Serialize};

/// Raised by the workshop ERP when an instrument (opus) is handed over to its parish.
#[derive(Debug, Deserialize)]
pub struct InvoiceIssued {
    pub opus: u32,
    pub parish: String,
    pub lines: Vec<InvoiceLine>,
}

#[derive(Debug, Deserialize)]
pub struct InvoiceLine {
    pub description: String,
    pub amount_eur: u64,
}

#[derive(Debug, Serialize)]
pub struct Archived {
    pub key: String,
    pub total_eur: u64,
}

pub trait InvoiceFormatter: Send + Sync {
    fn render(&self, invoice: &InvoiceIssued) -> (String, u64);
}

pub struct PlainTextFormatter;

impl InvoiceFormatter for PlainTextFormatter {
    fn render(&self, invoice: &InvoiceIssued) -> (String, u64) {
        let mut out = format!("Opus {} - {}\n", invoice.opus, invoice.parish);
        let mut total = 0;
        for line in &invoice.lines {
            out.push_str(&format!("{:<48}{:>12}\n", line.description, line.amount_eur));
            total += line.amount_eur;
        }
        out.push_str(&format!("{:<48}{:>12}\n", "TOTAL EUR", total));
        (out, total)
    }
}

pub struct InvoiceArchive {
    client: Client,
    bucket: String,
}

impl InvoiceArchive {
    pub async fn connect(bucket: String) -> Self {
        // Credentials come from the Lambda execution role via the default provider chain.
        let config = aws_config::defaults(BehaviorVersion::latest())
            .region(Region::new("eu-central-1"))
            .load()
            .await;
        Self { client: Client::new(&config), bucket }
    }

    pub async fn store(&self, key: &str, body: String) -> Result<(), Error> {
        self.client
            .put_object()
            .bucket(&self.bucket)
            .key(key)
            .content_type("text/plain; charset=utf-8")
            .body(ByteStream::from(body.into_bytes()))
            .send()
            .await?;
        Ok(())
    }
}

pub struct ArchiveHandler<F: InvoiceFormatter> {
    formatter: F,
    archive: InvoiceArchive,
}

impl<F: InvoiceFormatter> ArchiveHandler<F> {
    pub async fn handle(&self, event: LambdaEvent<InvoiceIssued>) -> Result<Archived, Error> {
        let invoice = event.payload;
        if invoice.lines.is_empty() {
            return Err("invoice without lines".into());
        }
        let (text, total_eur) = self.formatter.render(&invoice);
        let key = format!("invoices/opus-{:04}.txt", invoice.opus);
        self.archive.store(&key, text).await?;
        Ok(Archived { key, total_eur })
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let archive = InvoiceArchive::connect(std::env::var("INVOICE_BUCKET")?).await;
    let handler = Arc::new(ArchiveHandler { formatter: PlainTextFormatter, archive });
    run(service_fn(move |event: LambdaEvent<InvoiceIssued>| {
        let handler = Arc::clone(&handler);
        async move { handler.handle(event).await }
    }))
    .await
}
