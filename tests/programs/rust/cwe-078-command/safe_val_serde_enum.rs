// Query<Params> only deserializes when format is "pdf", "docx" or "txt" (a serde enum; axum rejects others with 400), and the shell string gets a &'static str.
use axum::{extract::Query, http::StatusCode};
use serde::Deserialize;
use tokio::process::Command;

#[derive(Deserialize)]
#[serde(rename_all = "lowercase")]
enum Format { Pdf, Docx, Txt }

impl Format {
    fn ext(&self) -> &'static str {
        match self { Format::Pdf => "pdf", Format::Docx => "docx", Format::Txt => "txt" }
    }
}

#[derive(Deserialize)]
struct Params { format: Format }

async fn export(Query(p): Query<Params>) -> StatusCode {
    let cmd = format!("pandoc /srv/docs/report.md -o /tmp/report.{}", p.format.ext());
    match Command::new("sh").arg("-c").arg(cmd).status().await {
        Ok(s) if s.success() => StatusCode::OK,
        _ => StatusCode::INTERNAL_SERVER_ERROR,
    }
}
