// A quilt block upload program of the h64 set (cwe-022-path).
use base64::{engine::general_purpose::STANDARD, Engine};
use percent_encoding::percent_decode_str;
use poem::http::StatusCode;
use poem::listener::TcpListener;
use poem::web::{Json, Path};
use poem::{handler, post, Error, Route, Server};
use serde::{Deserialize, Serialize};
use std::path::PathBuf;

// Members photograph their finished blocks for the circle's sampler quilt.
// The web client sends file names percent-encoded, as they appear in the gallery URLs.
#[derive(Deserialize)]
struct BlockUpload {
    sampler: String,
    blocks: Vec<BlockImage>,
}

#[derive(Deserialize)]
struct BlockImage {
    name: String,
    maker: String,
    data: String,
}

#[derive(Serialize)]
struct Stored {
    file: String,
    maker: String,
    bytes: usize,
}

const GALLERY_ROOT: &str = "/var/lib/quiltcircle/gallery";
const MAX_BLOCK_BYTES: usize = 4 * 1024 * 1024;

fn looks_like_plain_name(raw: &str) -> bool {
    !raw.is_empty() && !raw.contains("..") && !raw.contains('/') && !raw.contains('\\')
}

#[handler]
async fn upload_blocks(
    Path(circle_id): Path<u32>,
    Json(upload): Json<BlockUpload>,
) -> poem::Result<Json<Vec<Stored>>> {
    let dir = PathBuf::from(GALLERY_ROOT).join(circle_id.to_string());
    tokio::fs::create_dir_all(&dir)
        .await
        .map_err(|_| Error::from_status(StatusCode::INTERNAL_SERVER_ERROR))?;

    let mut stored = Vec::with_capacity(upload.blocks.len());
    for block in &upload.blocks {
        if !looks_like_plain_name(&block.name) {
            return Err(Error::from_string(
                format!("block name not allowed: {}", block.name),
                StatusCode::BAD_REQUEST,
            ));
        }
        let name = percent_decode_str(&block.name)
            .decode_utf8()
            .map_err(|_| Error::from_status(StatusCode::BAD_REQUEST))?
            .into_owned();

        let bytes = STANDARD
            .decode(block.data.as_bytes())
            .map_err(|_| Error::from_status(StatusCode::BAD_REQUEST))?;
        if bytes.len() > MAX_BLOCK_BYTES {
            return Err(Error::from_status(StatusCode::PAYLOAD_TOO_LARGE));
        }

        let target = dir.join(&name);
        tokio::fs::write(&target, &bytes)
            .await
            .map_err(|_| Error::from_status(StatusCode::INTERNAL_SERVER_ERROR))?;
        stored.push(Stored { file: name, maker: block.maker.clone(), bytes: bytes.len() });
    }
    tracing::info!(circle_id, sampler = %upload.sampler, count = stored.len(), "blocks stored");
    Ok(Json(stored))
}

#[tokio::main]
async fn main() -> Result<(), std::io::Error> {
    tracing_subscriber::fmt::init();
    let app = Route::new().at("/circles/:circle_id/blocks", post(upload_blocks));
    Server::new(TcpListener::bind("127.0.0.1:3000")).run(app).await
}
