// A batch manifest program of the h69 set (cwe-091-xml).
use actix_web::{error::ErrorBadGateway, post, web, App, HttpResponse, HttpServer};
use quick_xml::escape::escape;
use serde::Deserialize;

const DISTRIBUTOR_INBOX: &str = "https://edi.cascadebevdistrib.com/inbound/manifests";

#[derive(Deserialize)]
struct ShipmentForm {
    batch_id: u32,
    flavor: String,
    cases: u16,
    retailer: String,
    batch_note: Option<String>,
}

/// Collects the shipment details piece by piece as the packing screen fills them in.
#[derive(Default)]
struct ManifestBuilder {
    batch_id: u32,
    flavor: String,
    cases: u16,
    retailer: String,
    note: String,
}

impl ManifestBuilder {
    fn new(batch_id: u32) -> Self {
        Self { batch_id, ..Default::default() }
    }

    fn flavor(mut self, flavor: &str) -> Self {
        self.flavor = flavor.trim().to_owned();
        self
    }

    fn cases(mut self, cases: u16) -> Self {
        self.cases = cases;
        self
    }

    fn retailer(mut self, retailer: &str) -> Self {
        self.retailer = retailer.trim().to_owned();
        self
    }

    fn note(mut self, note: Option<&str>) -> Self {
        self.note = note.unwrap_or("").trim().to_owned();
        self
    }

    fn build(&self) -> String {
        format!(
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n\
             <manifest brewery=\"tartleaf\" batch=\"{}\">\n\
             \x20 <line flavor=\"{}\" cases=\"{}\" unit=\"12x355ml\"/>\n\
             \x20 <deliverTo>{}</deliverTo>\n\
             \x20 <note>{}</note>\n\
             </manifest>\n",
            self.batch_id,
            escape(&self.flavor),
            self.cases,
            escape(&self.retailer),
            self.note
        )
    }
}

#[post("/shipments")]
async fn ship_batch(
    http: web::Data<reqwest::Client>,
    form: web::Json<ShipmentForm>,
) -> actix_web::Result<HttpResponse> {
    if form.cases == 0 {
        return Ok(HttpResponse::BadRequest().body("a shipment needs at least one case"));
    }

    let manifest = ManifestBuilder::new(form.batch_id)
        .flavor(&form.flavor)
        .cases(form.cases)
        .retailer(&form.retailer)
        .note(form.batch_note.as_deref())
        .build();

    let resp = http
        .post(DISTRIBUTOR_INBOX)
        .header("Content-Type", "application/xml")
        .body(manifest)
        .send()
        .await
        .map_err(ErrorBadGateway)?;

    if !resp.status().is_success() {
        log::warn!("distributor refused batch {}: {}", form.batch_id, resp.status());
        return Ok(HttpResponse::BadGateway().finish());
    }
    Ok(HttpResponse::Accepted().body(format!("batch {} manifest sent", form.batch_id)))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let http = web::Data::new(reqwest::Client::new());
    HttpServer::new(move || App::new().app_data(http.clone()).service(ship_batch))
        .bind(("0.0.0.0", 8120))?
        .run()
        .await
}
