// Observatory data intake: night assistants upload a zip of calibrated frames
// after each observing run; the frames are unpacked into that night's folder.
use std::fs::{self, File};
use std::io::Cursor;
use std::path::{Path, PathBuf};

use salvo::prelude::*;
use serde::Serialize;

const FRAME_STORE: &str = "/var/lib/observatory/frames";
const FRAME_TYPES: [&str; 3] = [".fits", ".fit", ".fts"];

#[derive(Serialize)]
struct IntakeReport {
    night: String,
    bytes: u64,
    frames: Vec<String>,
}

fn is_night_label(night: &str) -> bool {
    let parts: Vec<&str> = night.split('-').collect();
    parts.len() == 3
        && parts
            .iter()
            .zip([4, 2, 2])
            .all(|(part, len)| part.len() == len && part.chars().all(|c| c.is_ascii_digit()))
}

fn is_frame(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    FRAME_TYPES.iter().any(|ext| lower.ends_with(ext))
}

fn unpack_frames(archive_bytes: Vec<u8>, night: &str) -> Result<Vec<(PathBuf, u64)>, String> {
    let mut archive = zip::ZipArchive::new(Cursor::new(archive_bytes)).map_err(|e| e.to_string())?;
    let dest = Path::new(FRAME_STORE).join(night);
    fs::create_dir_all(&dest).map_err(|e| e.to_string())?;

    (0..archive.len())
        .map(|i| -> Result<Option<(PathBuf, u64)>, String> {
            let mut entry = archive.by_index(i).map_err(|e| e.to_string())?;
            if entry.is_dir() || !is_frame(entry.name()) {
                return Ok(None);
            }
            let Some(relative) = entry.enclosed_name().map(|p| p.to_path_buf()) else {
                return Ok(None);
            };
            let target = dest.join(relative);
            if let Some(parent) = target.parent() {
                fs::create_dir_all(parent).map_err(|e| e.to_string())?;
            }
            let mut out = File::create(&target).map_err(|e| e.to_string())?;
            let written = std::io::copy(&mut entry, &mut out).map_err(|e| e.to_string())?;
            Ok(Some((target, written)))
        })
        .filter_map(Result::transpose)
        .collect()
}

#[handler]
async fn upload_frames(req: &mut Request, res: &mut Response) {
    let night = req.query::<String>("night").unwrap_or_default();
    if !is_night_label(&night) {
        res.status_code(StatusCode::BAD_REQUEST);
        res.render(Text::Plain("night must look like 2024-03-18"));
        return;
    }
    let Some(upload) = req.file("frames").await.map(|f| f.path().clone()) else {
        res.status_code(StatusCode::BAD_REQUEST);
        res.render(Text::Plain("attach the zip as 'frames'"));
        return;
    };

    let label = night.clone();
    let outcome = tokio::task::spawn_blocking(move || {
        fs::read(&upload)
            .map_err(|e| e.to_string())
            .and_then(|bytes| unpack_frames(bytes, &label))
    })
    .await
    .map_err(|e| e.to_string())
    .and_then(|unpacked| unpacked);

    match outcome {
        Ok(frames) => res.render(Json(IntakeReport {
            night,
            bytes: frames.iter().map(|(_, n)| n).sum(),
            frames: frames.into_iter().map(|(p, _)| p.display().to_string()).collect(),
        })),
        Err(reason) => {
            res.status_code(StatusCode::UNPROCESSABLE_ENTITY);
            res.render(Text::Plain(reason));
        }
    }
}

#[tokio::main]
async fn main() {
    let router = Router::with_path("intake/frames").post(upload_frames);
    let acceptor = TcpListener::new("0.0.0.0:5800").bind().await;
    Server::new(acceptor).serve(router).await;
}
