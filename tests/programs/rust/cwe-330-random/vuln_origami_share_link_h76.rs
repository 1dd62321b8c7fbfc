// A paper origami studio private draft share link program of the h76 set (cwe-330-random).
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::RwLock;

use actix_web::{get, post, web, App, HttpResponse, HttpServer};
use serde::{Deserialize, Serialize};

static DRAFT_SEQ: AtomicU64 = AtomicU64::new(1);

fn sequential_id(_len: usize) -> String {
    format!("d{:08}", DRAFT_SEQ.fetch_add(1, Ordering::Relaxed))
}

fn share_token(len: usize) -> String {
    let mut rng = fastrand::Rng::new();
    (0..len).map(|_| rng.alphanumeric()).collect()
}

/// Module-level registry: which generator produces which kind of identifier.
static ID_GENERATORS: &[(&str, fn(usize) -> String)] = &[
    ("draft", sequential_id),
    ("share", share_token),
];

fn generate(kind: &str, len: usize) -> String {
    let (_, generator) = ID_GENERATORS
        .iter()
        .find(|(name, _)| *name == kind)
        .expect("registered id kind");
    generator(len)
}

#[derive(Clone, Serialize, Deserialize)]
struct Draft {
    title: String,
    crease_pattern_svg: String,
}

#[derive(Default)]
struct Studio {
    drafts: RwLock<HashMap<String, Draft>>,
    shares: RwLock<HashMap<String, String>>,
}

#[derive(Serialize)]
struct Created {
    draft_id: String,
    share_url: String,
}

#[post("/drafts")]
async fn create_draft(studio: web::Data<Studio>, draft: web::Json<Draft>) -> HttpResponse {
    let draft_id = generate("draft", 0);
    let token = generate("share", 22);
    studio.drafts.write().unwrap().insert(draft_id.clone(), draft.into_inner());
    studio.shares.write().unwrap().insert(token.clone(), draft_id.clone());
    HttpResponse::Created().json(Created {
        draft_id,
        share_url: format!("https://fold.papercrane.example/s/{token}"),
    })
}

#[get("/s/{token}")]
async fn open_shared(studio: web::Data<Studio>, token: web::Path<String>) -> HttpResponse {
    let shares = studio.shares.read().unwrap();
    let Some(draft_id) = shares.get(token.as_str()) else {
        return HttpResponse::NotFound().finish();
    };
    match studio.drafts.read().unwrap().get(draft_id) {
        Some(draft) => HttpResponse::Ok().json(draft),
        None => HttpResponse::Gone().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let studio = web::Data::new(Studio::default());
    HttpServer::new(move || {
        App::new()
            .app_data(studio.clone())
            .service(create_draft)
            .service(open_shared)
    })
    .bind(("0.0.0.0", 8120))?
    .run()
    .await
}
