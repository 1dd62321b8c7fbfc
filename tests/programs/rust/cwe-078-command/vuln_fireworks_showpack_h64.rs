// A fireworks showpack program of the h64 set (cwe-078-command).
use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use serde::Deserialize;
use std::collections::BTreeMap;
use std::path::PathBuf;
use std::process::Command;

// Firing-system export: a show is a set of cue files, one per firing module,
// zipped up so the pyro team can load them onto the field controllers.
#[derive(Deserialize)]
struct PackRequest {
    cues: Vec<Cue>,
    archive: ArchiveSpec,
}

#[derive(Deserialize)]
struct Cue {
    module: u16,
    file: String,
}

#[derive(Deserialize)]
struct ArchiveSpec {
    name: String,
    #[serde(default)]
    comment: Option<String>,
}

fn is_cue_file(name: &str) -> bool {
    name.len() <= 64
        && name.ends_with(".csv")
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '.')
        && !name.starts_with('.')
        && !name.starts_with('-')
}

fn show_dir(show_id: u32) -> PathBuf {
    PathBuf::from("/srv/showplans").join(show_id.to_string())
}

#[post("/shows/{show_id}/pack")]
async fn pack_show(path: web::Path<u32>, req: web::Json<PackRequest>) -> impl Responder {
    let show_id = path.into_inner();
    let dir = show_dir(show_id);

    // one file per module; later entries for the same module win
    let mut by_module: BTreeMap<u16, &str> = BTreeMap::new();
    for cue in &req.cues {
        if !is_cue_file(&cue.file) {
            return HttpResponse::BadRequest().body(format!("bad cue file for module {}", cue.module));
        }
        by_module.insert(cue.module, cue.file.as_str());
    }
    if by_module.is_empty() {
        return HttpResponse::BadRequest().body("no cues");
    }

    let files: Vec<&str> = by_module.values().copied().collect();
    let archive = format!("{}.zip", req.archive.name);
    let script = format!("cd {} && zip -q {} {}", dir.display(), archive, files.join(" "));
    let output = Command::new("sh").arg("-c").arg(&script).output();

    match output {
        Ok(out) if out.status.success() => HttpResponse::Ok().json(serde_json::json!({
            "show": show_id,
            "archive": archive,
            "modules": by_module.len(),
            "comment": req.archive.comment,
        })),
        Ok(out) => HttpResponse::InternalServerError()
            .body(String::from_utf8_lossy(&out.stderr).to_string()),
        Err(e) => HttpResponse::InternalServerError().body(e.to_string()),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(pack_show))
        .bind(("127.0.0.1", 8081))?
        .run()
        .await
}
