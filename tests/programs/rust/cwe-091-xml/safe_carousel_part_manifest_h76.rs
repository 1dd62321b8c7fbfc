// A vintage carousel restorer parts manifest program of the h76 set (cwe-091-xml).
use std::io::Cursor;

use actix_web::{post, web, App, HttpResponse, HttpServer};
use quick_xml::events::{BytesEnd, BytesStart, BytesText, Event};
use quick_xml::Writer;
use serde::Deserialize;

#[derive(Deserialize)]
struct Part {
    sku: String,
    quantity: u32,
    description: String,
}

#[derive(Deserialize)]
struct PartsOrder {
    workshop: String,
    horse_name: String,
    parts: Vec<Part>,
}

trait ManifestFormat: Send + Sync {
    fn render(&self, order: &PartsOrder) -> anyhow::Result<String>;
}

fn write_manifest<W: std::io::Write>(writer: &mut Writer<W>, order: &PartsOrder) -> anyhow::Result<()> {
    let mut root = BytesStart::new("manifest");
    root.push_attribute(("workshop", order.workshop.as_str()));
    root.push_attribute(("horse", order.horse_name.as_str()));
    writer.write_event(Event::Start(root))?;
    for part in &order.parts {
        let qty = part.quantity.to_string();
        writer
            .create_element("part")
            .with_attribute(("sku", part.sku.as_str()))
            .with_attribute(("qty", qty.as_str()))
            .write_text_content(BytesText::new(&part.description))?;
    }
    writer.write_event(Event::End(BytesEnd::new("manifest")))?;
    Ok(())
}

/// Human readable layout used when the supplier's portal shows manifests to staff.
struct IndentedManifest;

impl ManifestFormat for IndentedManifest {
    fn render(&self, order: &PartsOrder) -> anyhow::Result<String> {
        let mut writer = Writer::new_with_indent(Cursor::new(Vec::new()), b' ', 2);
        write_manifest(&mut writer, order)?;
        Ok(String::from_utf8(writer.into_inner().into_inner())?)
    }
}

/// Single-line layout for the supplier's EDI gateway.
struct CompactManifest;

impl ManifestFormat for CompactManifest {
    fn render(&self, order: &PartsOrder) -> anyhow::Result<String> {
        let mut writer = Writer::new(Cursor::new(Vec::new()));
        write_manifest(&mut writer, order)?;
        Ok(String::from_utf8(writer.into_inner().into_inner())?)
    }
}

struct SupplierLink {
    endpoint: String,
    format: Box<dyn ManifestFormat>,
    http: reqwest::Client,
}

impl SupplierLink {
    fn from_env() -> Self {
        let format: Box<dyn ManifestFormat> = match std::env::var("SUPPLIER_FORMAT").as_deref() {
            Ok("indented") => Box::new(IndentedManifest),
            _ => Box::new(CompactManifest),
        };
        Self {
            endpoint: std::env::var("SUPPLIER_URL")
                .unwrap_or_else(|_| "https://edi.brassring-supply.example/manifests".into()),
            format,
            http: reqwest::Client::new(),
        }
    }

    async fn submit(&self, order: &PartsOrder) -> anyhow::Result<()> {
        let body = self.format.render(order)?;
        self.http
            .post(&self.endpoint)
            .header("Content-Type", "application/xml")
            .body(body)
            .send()
            .await?
            .error_for_status()?;
        Ok(())
    }
}

#[post("/orders")]
async fn submit_order(link: web::Data<SupplierLink>, order: web::Json<PartsOrder>) -> HttpResponse {
    match link.submit(&order).await {
        Ok(()) => HttpResponse::Accepted().finish(),
        Err(_) => HttpResponse::BadGateway().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let link = web::Data::new(SupplierLink::from_env());
    HttpServer::new(move || App::new().app_data(link.clone()).service(submit_order))
        .bind(("0.0.0.0", 8085))?
        .run()
        .await
}
