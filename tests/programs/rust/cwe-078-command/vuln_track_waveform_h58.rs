// track waveform (h58 set)
use std::process::Command;

use actix_web::{error, web, App, HttpResponse, HttpServer, Result};
use serde::Deserialize;
use uuid::Uuid;

struct MediaConfig {
    library_root: String,
    cache_root: String,
}

impl MediaConfig {
    fn from_env() -> Self {
        Self {
            library_root: std::env::var("MEDIA_LIBRARY").unwrap_or_else(|_| "/srv/tracks".into()),
            cache_root: std::env::var("WAVEFORM_CACHE").unwrap_or_else(|_| "/srv/waveforms".into()),
        }
    }
}

#[derive(Deserialize)]
struct WaveformQuery {
    zoom: String,
}

fn render_waveform(cfg: &MediaConfig, track: Uuid, zoom: &str) -> std::io::Result<Vec<u8>> {
    let input = format!("{}/{}.flac", cfg.library_root, track);
    let output = format!("{}/{}.json", cfg.cache_root, track);
    let status = Command::new("sh")
        .arg("-c")
        .arg(format!(
            "audiowaveform -i {input} -o {output} --pixels-per-second {zoom} -b 8"
        ))
        .status()?;
    if !status.success() {
        return Err(std::io::Error::other("audiowaveform failed"));
    }
    std::fs::read(output)
}

async fn waveform(
    cfg: web::Data<MediaConfig>,
    track: web::Path<Uuid>,
    query: web::Query<WaveformQuery>,
) -> Result<HttpResponse> {
    let track = track.into_inner();
    let zoom = query.into_inner().zoom;
    let body = web::block(move || render_waveform(&cfg, track, &zoom))
        .await?
        .map_err(error::ErrorInternalServerError)?;
    Ok(HttpResponse::Ok().content_type("application/json").body(body))
}

fn player_routes(cfg: &mut web::ServiceConfig) {
    cfg.service(
        web::scope("/player")
            .route("/tracks/{track}/waveform", web::get().to(waveform)),
    );
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let media = web::Data::new(MediaConfig::from_env());
    HttpServer::new(move || App::new().app_data(media.clone()).configure(player_routes))
        .bind(("127.0.0.1", 8088))?
        .run()
        .await
}
