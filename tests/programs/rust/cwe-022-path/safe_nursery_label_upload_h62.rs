// A nursery label upload program of the h62 set (cwe-022-path).
// Plant nursery: staff upload pot-label artwork that the label printer
// station picks up from a shared folder.
use poem::{
    handler,
    http::StatusCode,
    listener::TcpListener,
    post,
    web::{Data, Json, Multipart},
    EndpointExt, Error, Result, Route, Server,
};
use std::path::{Path, PathBuf};

struct LabelDir(PathBuf);

fn bad_request(msg: &'static str) -> Error {
    Error::from_string(msg, StatusCode::BAD_REQUEST)
}

fn label_target(dir: &Path, file_name: &str) -> std::result::Result<PathBuf, &'static str> {
    let lower = file_name.to_ascii_lowercase();
    if !(lower.ends_with(".svg") || lower.ends_with(".png")) {
        return Err("labels must be SVG or PNG");
    }
    let base = Path::new(file_name)
        .file_name()
        .and_then(|n| n.to_str())
        .ok_or("missing file name")?;
    if base != file_name || base.starts_with('.') || base.contains('\\') {
        return Err("file name must not contain directories");
    }
    Ok(dir.join(base))
}

async fn store(target: &Path, bytes: Vec<u8>) -> Result<()> {
    tokio::fs::write(target, bytes)
        .await
        .map_err(|_| Error::from_string("could not store label", StatusCode::INTERNAL_SERVER_ERROR))
}

#[handler]
async fn upload_labels(dir: Data<&LabelDir>, mut multipart: Multipart) -> Result<Json<Vec<String>>> {
    let mut saved = Vec::new();
    while let Some(field) = multipart.next_field().await? {
        let Some(name) = field.file_name().map(str::to_owned) else {
            continue;
        };
        let target = label_target(&dir.0, &name).map_err(bad_request)?;
        let bytes = field
            .bytes()
            .await
            .map_err(|_| bad_request("upload interrupted"))?;
        if bytes.len() > 2 * 1024 * 1024 {
            return Err(bad_request("label artwork larger than 2 MiB"));
        }
        store(&target, bytes).await?;
        saved.push(name);
    }
    Ok(Json(saved))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let dir = std::env::var("LABEL_SPOOL").unwrap_or_else(|_| "/srv/nursery/labels".into());
    let app = Route::new()
        .at("/labels", post(upload_labels))
        .data(LabelDir(PathBuf::from(dir)));
    Server::new(TcpListener::bind("0.0.0.0:3000")).run(app).await
}
