// A album export program of the h73 set (cwe-022-path).
use actix_web::{get, web, App, HttpResponse, HttpServer, Responder};
use serde::Deserialize;
use std::path::PathBuf;

struct Library {
    root: PathBuf,
}

#[derive(Deserialize)]
struct ExportQuery {
    /// `owner:album-file`, e.g. `m-0412:penny-blacks.json`
    key: String,
    #[serde(default)]
    pretty: bool,
}

fn split_key(key: &str) -> Option<(String, String)> {
    let (owner, album) = key.split_once(':')?;
    let owner = owner.trim().to_ascii_lowercase();
    let album = album.trim().to_string();
    if owner.is_empty() || album.is_empty() {
        return None;
    }
    Some((owner, album))
}

#[get("/albums/export")]
async fn export_album(lib: web::Data<Library>, q: web::Query<ExportQuery>) -> impl Responder {
    let Some((owner, album)) = split_key(&q.key) else {
        return HttpResponse::BadRequest().body("key must look like owner:album");
    };

    let mut relative = String::with_capacity(owner.len() + album.len() + 1);
    relative.push_str(&owner);
    relative.push('/');
    relative.push_str(&album);

    let resolved = match std::fs::canonicalize(lib.root.join(&relative)) {
        Ok(p) => p,
        Err(_) => return HttpResponse::NotFound().body("no such album"),
    };
    let root_str = lib.root.to_string_lossy();
    if !resolved.to_string_lossy().starts_with(root_str.as_ref()) {
        return HttpResponse::Forbidden().body("album outside library");
    }

    let body = match web::block(move || std::fs::read_to_string(resolved)).await {
        Ok(Ok(text)) => text,
        _ => return HttpResponse::InternalServerError().body("could not read album"),
    };

    if q.pretty {
        if let Ok(value) = serde_json::from_str::<serde_json::Value>(&body) {
            let pretty = serde_json::to_string_pretty(&value).unwrap_or(body);
            return HttpResponse::Ok().content_type("application/json").body(pretty);
        }
    }
    HttpResponse::Ok()
        .content_type("application/json")
        .insert_header(("Content-Disposition", "attachment; filename=\"album-export.json\""))
        .body(body)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let root = std::env::var("ALBUM_ROOT").unwrap_or_else(|_| "/srv/philately/albums".into());
    let root = std::fs::canonicalize(root)?;
    let data = web::Data::new(Library { root });

    HttpServer::new(move || App::new().app_data(data.clone()).service(export_album))
        .bind(("0.0.0.0", 8081))?
        .run()
        .await
}
