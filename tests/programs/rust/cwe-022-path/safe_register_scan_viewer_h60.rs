// Genealogy archive: serves scanned parish-register pages and their transcripts
// to the reading-room viewer.
use std::path::{Component, Path, PathBuf};

use serde::{Deserialize, Serialize};
use warp::http::StatusCode;
use warp::{Filter, Rejection, Reply};

const SCAN_ROOT: &str = "/srv/genealogy/scans";
const VIEWABLE: [(&str, &str); 4] = [
    ("tif", "image/tiff"),
    ("jpg", "image/jpeg"),
    ("png", "image/png"),
    ("txt", "text/plain; charset=utf-8"),
];

#[derive(Debug, Deserialize)]
struct ScanQuery {
    register: String,
    page: String,
}

#[derive(Serialize)]
struct ApiError {
    message: &'static str,
}

fn content_type_for(path: &Path) -> Option<&'static str> {
    let ext = path.extension()?.to_str()?.to_ascii_lowercase();
    VIEWABLE
        .iter()
        .find(|(known, _)| *known == ext)
        .map(|(_, mime)| *mime)
}

fn is_single_segment(raw: &str) -> bool {
    let mut parts = Path::new(raw).components();
    matches!(
        (parts.next(), parts.next()),
        (Some(Component::Normal(_)), None)
    )
}

fn resolve_scan(register: &str, page: &str) -> Option<(PathBuf, &'static str)> {
    Some((register.trim(), page.trim()))
        .filter(|(r, p)| !r.is_empty() && !p.is_empty())
        .filter(|(r, p)| is_single_segment(r) && is_single_segment(p))
        .map(|(r, p)| Path::new(SCAN_ROOT).join(r).join(p))
        .and_then(|path| content_type_for(&path).map(|mime| (path, mime)))
}

fn error_reply(status: StatusCode, message: &'static str) -> Box<dyn Reply> {
    Box::new(warp::reply::with_status(
        warp::reply::json(&ApiError { message }),
        status,
    ))
}

async fn fetch_scan(query: ScanQuery) -> Result<Box<dyn Reply>, Rejection> {
    let Some((path, mime)) = resolve_scan(&query.register, &query.page) else {
        return Ok(error_reply(StatusCode::BAD_REQUEST, "unknown register page"));
    };
    let reply = tokio::fs::read(&path)
        .await
        .map(|bytes| -> Box<dyn Reply> {
            Box::new(warp::reply::with_header(bytes, "content-type", mime))
        })
        .unwrap_or_else(|_| error_reply(StatusCode::NOT_FOUND, "page not digitised yet"));
    Ok(reply)
}

#[tokio::main]
async fn main() {
    let scans = warp::get()
        .and(warp::path!("api" / "scans"))
        .and(warp::query::<ScanQuery>())
        .and_then(fetch_scan);

    warp::serve(scans).run(([0, 0, 0, 0], 8081)).await;
}
