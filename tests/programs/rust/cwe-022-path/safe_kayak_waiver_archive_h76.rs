// A river kayak outfitter waiver archive program of the h76 set (cwe-022-path).
use std::collections::HashMap;
use std::io;
use std::path::{Path, PathBuf};

use actix_web::{web, App, HttpRequest, HttpResponse, HttpServer};
use serde::Deserialize;
use subtle::ConstantTimeEq;

type ActionFn = fn(&WaiverArchive, &str) -> io::Result<HttpResponse>;

struct WaiverArchive {
    root: PathBuf,
    staff_token: String,
    actions: HashMap<&'static str, ActionFn>,
}

impl WaiverArchive {
    fn new(root: impl Into<PathBuf>, staff_token: String) -> Self {
        let mut actions: HashMap<&'static str, ActionFn> = HashMap::new();
        actions.insert("fetch", fetch_waiver);
        actions.insert("remove", remove_waiver);
        Self {
            root: root.into(),
            staff_token,
            actions,
        }
    }

    fn is_staff(&self, req: &HttpRequest) -> bool {
        req.headers()
            .get("Authorization")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .is_some_and(|t| bool::from(t.as_bytes().ct_eq(self.staff_token.as_bytes())))
    }

    /// Maps a client supplied file name onto the archive folder.
    fn resolve(&self, file_name: &str) -> Option<PathBuf> {
        let name = Path::new(file_name).file_name()?;
        Some(self.root.join(name))
    }

    fn dispatch(&self, action: &str, file_name: &str) -> io::Result<HttpResponse> {
        match self.actions.get(action) {
            Some(handler) => handler(self, file_name),
            None => Ok(HttpResponse::BadRequest().body("unknown action")),
        }
    }
}

fn fetch_waiver(archive: &WaiverArchive, file_name: &str) -> io::Result<HttpResponse> {
    let Some(path) = archive.resolve(file_name) else {
        return Ok(HttpResponse::BadRequest().finish());
    };
    let bytes = std::fs::read(path)?;
    Ok(HttpResponse::Ok()
        .content_type("application/pdf")
        .body(bytes))
}

fn remove_waiver(archive: &WaiverArchive, file_name: &str) -> io::Result<HttpResponse> {
    let Some(path) = archive.resolve(file_name) else {
        return Ok(HttpResponse::BadRequest().finish());
    };
    std::fs::remove_file(path)?;
    Ok(HttpResponse::NoContent().finish())
}

#[derive(Deserialize)]
struct WaiverRequest {
    file: String,
}

async fn waiver_action(
    archive: web::Data<WaiverArchive>,
    req: HttpRequest,
    action: web::Path<String>,
    query: web::Query<WaiverRequest>,
) -> HttpResponse {
    if !archive.is_staff(&req) {
        return HttpResponse::Unauthorized().finish();
    }
    match archive.dispatch(&action, &query.file) {
        Ok(response) => response,
        Err(err) if err.kind() == io::ErrorKind::NotFound => HttpResponse::NotFound().finish(),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> io::Result<()> {
    let root = std::env::var("WAIVER_DIR").unwrap_or_else(|_| "/var/lib/kayak/waivers".into());
    let token = std::env::var("WAIVER_STAFF_TOKEN").expect("WAIVER_STAFF_TOKEN must be set");
    let archive = web::Data::new(WaiverArchive::new(root, token));

    HttpServer::new(move || {
        App::new()
            .app_data(archive.clone())
            .route("/waivers/{action}", web::post().to(waiver_action))
    })
    .bind(("0.0.0.0", 8081))?
    .run()
    .await
}
