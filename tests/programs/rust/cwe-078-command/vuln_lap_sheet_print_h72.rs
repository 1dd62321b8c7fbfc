// A lap sheet print program of the h72 set (cwe-078-command).
use std::collections::HashMap;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};
use std::process::Command;

use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use serde::Deserialize;

struct LapSheet {
    heat_id: u32,
    driver_name: String,
    laps_ms: Vec<u32>,
}

impl LapSheet {
    fn to_text(&self) -> String {
        let mut out = format!("Heat {} - {}\n", self.heat_id, self.driver_name);
        for (i, ms) in self.laps_ms.iter().enumerate() {
            out.push_str(&format!("Lap {:>2}: {}.{:03}s\n", i + 1, ms / 1000, ms % 1000));
        }
        if let Some(best) = self.laps_ms.iter().min() {
            out.push_str(&format!("Best: {}.{:03}s\n", best / 1000, best % 1000));
        }
        out
    }
}

trait SheetOutput: Send + Sync {
    fn deliver(&self, sheet: &LapSheet, file: &Path) -> io::Result<()>;
}

struct PrinterOutput {
    queue: String,
}

impl SheetOutput for PrinterOutput {
    fn deliver(&self, sheet: &LapSheet, file: &Path) -> io::Result<()> {
        let title = format!("Heat {} {}", sheet.heat_id, sheet.driver_name);
        let cmdline = format!("lp -d {} -t '{}' {}", self.queue, title, file.display());
        let status = Command::new("sh").arg("-c").arg(&cmdline).status()?;
        if status.success() {
            Ok(())
        } else {
            Err(io::Error::other(format!("lp exited with {status}")))
        }
    }
}

struct ArchiveOutput {
    dir: PathBuf,
}

impl SheetOutput for ArchiveOutput {
    fn deliver(&self, sheet: &LapSheet, file: &Path) -> io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        fs::copy(file, self.dir.join(format!("heat-{}.txt", sheet.heat_id)))?;
        Ok(())
    }
}

struct Outputs(HashMap<String, Box<dyn SheetOutput>>);

#[derive(Deserialize)]
struct SheetRequest {
    driver_name: String,
    laps_ms: Vec<u32>,
    output: String,
}

#[post("/heats/{heat_id}/sheets")]
async fn print_sheet(
    outputs: web::Data<Outputs>,
    heat_id: web::Path<u32>,
    body: web::Json<SheetRequest>,
) -> impl Responder {
    let req = body.into_inner();
    let Some(output) = outputs.0.get(&req.output) else {
        return HttpResponse::NotFound().body("unknown output");
    };
    let sheet = LapSheet { heat_id: heat_id.into_inner(), driver_name: req.driver_name, laps_ms: req.laps_ms };

    let file = std::env::temp_dir().join(format!("lapsheet-{}.txt", sheet.heat_id));
    if let Err(e) = fs::write(&file, sheet.to_text()) {
        return HttpResponse::InternalServerError().body(e.to_string());
    }
    let result = output.deliver(&sheet, &file);
    let _ = fs::remove_file(&file);
    match result {
        Ok(()) => HttpResponse::Accepted().finish(),
        Err(e) => HttpResponse::BadGateway().body(e.to_string()),
    }
}

#[actix_web::main]
async fn main() -> io::Result<()> {
    let mut map: HashMap<String, Box<dyn SheetOutput>> = HashMap::new();
    map.insert("front-desk".into(), Box::new(PrinterOutput { queue: "pitlane_hp".into() }));
    map.insert("archive".into(), Box::new(ArchiveOutput { dir: "/var/lib/apexkart/sheets".into() }));
    let outputs = web::Data::new(Outputs(map));

    HttpServer::new(move || App::new().app_data(outputs.clone()).service(print_sheet))
        .bind(("0.0.0.0", 8090))?
        .run()
        .await
}
