// A reed tuning program of the h69 set (cwe-078-command).
use std::collections::HashMap;
use std::sync::{LazyLock, Mutex};

use actix_web::{get, post, web, App, HttpResponse, HttpServer, Responder};
use regex::Regex;
use serde::Deserialize;
use tokio::process::Command;

static NOTE_NAME: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"^[A-G]#?[0-8]$").unwrap());

#[derive(Clone, Debug)]
struct TuningSession {
    reed_note: String,
    cents_offset: i16,
    tuner: String,
}

#[derive(Default)]
struct Workshop {
    sessions: HashMap<u32, TuningSession>,
}

#[derive(Deserialize)]
struct SessionForm {
    bench: u32,
    reed_note: String,
    cents_offset: i16,
    tuner: String,
}

#[post("/sessions")]
async fn open_session(shop: web::Data<Mutex<Workshop>>, form: web::Json<SessionForm>) -> impl Responder {
    let form = form.into_inner();
    if !NOTE_NAME.is_match(&form.reed_note) {
        return HttpResponse::BadRequest().body("unrecognised note name");
    }
    if form.cents_offset.abs() > 50 {
        return HttpResponse::BadRequest().body("offset must be within a quarter tone");
    }
    let session = TuningSession {
        reed_note: form.reed_note,
        cents_offset: form.cents_offset,
        tuner: form.tuner,
    };
    shop.lock().unwrap().sessions.insert(form.bench, session);
    HttpResponse::Created().finish()
}

#[get("/sessions/{bench}/tone")]
async fn reference_tone(shop: web::Data<Mutex<Workshop>>, bench: web::Path<u32>) -> impl Responder {
    let bench = bench.into_inner();
    let session = shop.lock().unwrap().sessions.get(&bench).cloned();
    let Some(session) = session else {
        return HttpResponse::NotFound().finish();
    };

    let out_file = format!("/var/tmp/tones/bench-{bench}.wav");
    // three seconds of plucked tone, nudged by the bench's offset in cents
    let script = format!(
        "sox -n -r 44100 {} synth 3 pluck {} pitch {}",
        out_file, session.reed_note, session.cents_offset
    );
    let status = Command::new("sh").arg("-c").arg(&script).status().await;
    if !matches!(status, Ok(s) if s.success()) {
        log::error!("tone render failed for bench {bench} ({})", session.tuner);
        return HttpResponse::InternalServerError().finish();
    }

    match tokio::fs::read(&out_file).await {
        Ok(bytes) => HttpResponse::Ok().content_type("audio/wav").body(bytes),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    tokio::fs::create_dir_all("/var/tmp/tones").await?;
    let shop = web::Data::new(Mutex::new(Workshop::default()));
    HttpServer::new(move || {
        App::new()
            .app_data(shop.clone())
            .service(open_session)
            .service(reference_tone)
    })
    .bind(("0.0.0.0", 8040))?
    .run()
    .await
}
