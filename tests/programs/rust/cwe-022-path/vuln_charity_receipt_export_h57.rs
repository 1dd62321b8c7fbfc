// Charity back office: generates donation receipt CSV exports and serves them for download.
#[macro_use]
extern crate rocket;

use rocket::fs::NamedFile;
use rocket::State;
use std::path::PathBuf;

pub struct ExportConfig {
    pub export_dir: PathBuf,
}

pub struct ReceiptRow {
    pub donor: String,
    pub amount_pence: i64,
    pub gift_aid: bool,
}

pub struct ReceiptExporter<'a> {
    cfg: &'a ExportConfig,
}

impl<'a> ReceiptExporter<'a> {
    pub fn new(cfg: &'a ExportConfig) -> Self {
        Self { cfg }
    }

    pub fn write_batch(&self, batch_id: u32, rows: &[ReceiptRow]) -> std::io::Result<PathBuf> {
        let mut csv = String::from("donor,amount,gift_aid\n");
        for r in rows {
            csv.push_str(&format!("{},{}.{:02},{}\n", r.donor, r.amount_pence / 100, r.amount_pence % 100, r.gift_aid));
        }
        let path = self.cfg.export_dir.join(format!("receipts-{}.csv", batch_id));
        std::fs::write(&path, csv)?;
        Ok(path)
    }

    pub fn locate(&self, requested: &str) -> PathBuf {
        let cleaned = requested.replace("../", "").replace("..\\", "");
        self.cfg.export_dir.join(cleaned)
    }
}

#[get("/exports/download?<file>")]
async fn download_export(file: &str, cfg: &State<ExportConfig>) -> Option<NamedFile> {
    let exporter = ReceiptExporter::new(cfg.inner());
    let path = exporter.locate(file);
    NamedFile::open(path).await.ok()
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .manage(ExportConfig { export_dir: PathBuf::from("/var/charity/exports") })
        .mount("/", routes![download_export])
}
