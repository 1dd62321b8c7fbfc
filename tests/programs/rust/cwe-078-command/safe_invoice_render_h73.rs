// A invoice render program of the h73 set (cwe-078-command).
use axum::{
    extract::Path,
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::post,
    Json, Router,
};
use serde::Deserialize;
use std::fmt::Write as _;
use std::process::Command;

#[derive(Deserialize)]
struct InvoiceRequest {
    customer: String,
    machine: String,
    lines: Vec<InvoiceLine>,
}

#[derive(Deserialize)]
struct InvoiceLine {
    description: String,
    cents: u64,
}

fn render_html(id: u32, req: &InvoiceRequest) -> String {
    let mut html = String::from("<html><body><h1>Platen &amp; Key Repair</h1>");
    let _ = write!(
        html,
        "<p>Invoice #{id} for {} &mdash; {}</p><table>",
        html_escape::encode_text(&req.customer),
        html_escape::encode_text(&req.machine)
    );
    let mut total = 0u64;
    for line in &req.lines {
        total += line.cents;
        let _ = write!(
            html,
            "<tr><td>{}</td><td>${}.{:02}</td></tr>",
            html_escape::encode_text(&line.description),
            line.cents / 100,
            line.cents % 100
        );
    }
    let _ = write!(html, "</table><p>Total: ${}.{:02}</p></body></html>", total / 100, total % 100);
    html
}

async fn invoice_pdf(Path(id): Path<u32>, Json(req): Json<InvoiceRequest>) -> Response {
    let work = std::env::temp_dir().join(format!("invoice-{id}"));
    if std::fs::create_dir_all(&work).is_err() {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    }
    let html_path = work.join("invoice.html");
    let pdf_path = work.join("invoice.pdf");
    if std::fs::write(&html_path, render_html(id, &req)).is_err() {
        return StatusCode::INTERNAL_SERVER_ERROR.into_response();
    }

    let title = format!("{} - {}", req.customer.trim(), req.machine.trim().to_uppercase());
    let status = Command::new("wkhtmltopdf")
        .arg("--quiet")
        .arg("--title")
        .arg(&title)
        .arg(&html_path)
        .arg(&pdf_path)
        .status();

    match status {
        Ok(s) if s.success() => match std::fs::read(&pdf_path) {
            Ok(bytes) => ([(header::CONTENT_TYPE, "application/pdf")], bytes).into_response(),
            Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
        },
        _ => (StatusCode::BAD_GATEWAY, "pdf renderer failed").into_response(),
    }
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/invoices/{id}/pdf", post(invoice_pdf));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8090").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
