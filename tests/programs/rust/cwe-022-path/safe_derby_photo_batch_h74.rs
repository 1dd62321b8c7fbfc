// A derby photo batch program of the h74 set (cwe-022-path).
use std::path::PathBuf;

use actix_web::{get, web, App, HttpResponse, HttpServer, Responder};
use base64::{engine::general_purpose::STANDARD, Engine as _};
use serde::{Deserialize, Serialize};
use tokio::task::JoinSet;

const PHOTO_ROOT: &str = "/data/derby/catch-photos";

#[derive(Deserialize)]
struct PhotoQuery {
    cover: String,
    #[serde(default)]
    extra: String,
}

#[derive(Serialize)]
struct Photo {
    name: String,
    bytes: usize,
    data: String,
}

struct PhotoBatch {
    dir: PathBuf,
    cover: String,
    extras: Vec<String>,
}

impl PhotoBatch {
    fn all(&self) -> impl Iterator<Item = &String> {
        std::iter::once(&self.cover).chain(self.extras.iter())
    }
}

fn is_plain_name(name: &str) -> bool {
    !name.is_empty()
        && name.len() <= 80
        && name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
        && !name.starts_with('.')
}

async fn load_batch(batch: PhotoBatch) -> Vec<Photo> {
    let mut set = JoinSet::new();
    for name in batch.all() {
        let path = batch.dir.join(name);
        let name = name.clone();
        set.spawn(async move {
            let data = tokio::fs::read(&path).await.ok()?;
            Some(Photo { name, bytes: data.len(), data: STANDARD.encode(&data) })
        });
    }
    let mut photos = Vec::new();
    while let Some(joined) = set.join_next().await {
        if let Ok(Some(photo)) = joined {
            photos.push(photo);
        }
    }
    photos.sort_by(|a, b| a.name.cmp(&b.name));
    photos
}

#[get("/derbies/{derby_id}/catches/{catch_id}/photos")]
async fn catch_photos(path: web::Path<(u32, u32)>, query: web::Query<PhotoQuery>) -> impl Responder {
    let (derby_id, catch_id) = path.into_inner();
    let query = query.into_inner();
    let batch = PhotoBatch {
        dir: PathBuf::from(PHOTO_ROOT)
            .join(derby_id.to_string())
            .join(catch_id.to_string()),
        cover: query.cover,
        extras: query
            .extra
            .split(',')
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(String::from)
            .collect(),
    };

    if !batch.all().all(|name| is_plain_name(name)) {
        return HttpResponse::BadRequest().body("bad photo name");
    }

    let handle = tokio::spawn(load_batch(batch));
    match handle.await {
        Ok(photos) if !photos.is_empty() => HttpResponse::Ok().json(photos),
        Ok(_) => HttpResponse::NotFound().body("no photos for this catch"),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(catch_photos))
        .bind(("0.0.0.0", 8082))?
        .run()
        .await
}
