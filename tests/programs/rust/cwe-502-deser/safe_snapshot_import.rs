// Hyper service endpoint that imports a binary workspace snapshot uploaded by a desktop client.
use std::convert::Infallible;

use bincode::Options;
use bytes::Buf;
use hyper::{body, header::CONTENT_LENGTH, Body, Method, Request, Response, StatusCode};
use serde::Deserialize;

const MAX_UPLOAD: u64 = 8 * 1024 * 1024;

#[derive(Deserialize, Debug)]
pub struct Snapshot {
    pub workspace_id: u64,
    pub title: String,
    pub layers: Vec<Layer>,
}

#[derive(Deserialize, Debug)]
pub struct Layer {
    pub name: String,
    pub pixels: Vec<u8>,
}

fn declared_length(req: &Request<Body>) -> Option<u64> {
    req.headers().get(CONTENT_LENGTH)?.to_str().ok()?.parse().ok()
}

fn reply(status: StatusCode, msg: &str) -> Response<Body> {
    Response::builder().status(status).body(Body::from(msg.to_string())).unwrap()
}

pub async fn handle(req: Request<Body>) -> Result<Response<Body>, Infallible> {
    if req.method() != Method::POST || req.uri().path() != "/snapshots/import" {
        return Ok(reply(StatusCode::NOT_FOUND, "not found"));
    }
    match declared_length(&req) {
        Some(len) if len <= MAX_UPLOAD => {}
        _ => return Ok(reply(StatusCode::PAYLOAD_TOO_LARGE, "snapshot too large")),
    }
    let buf = match body::aggregate(req.into_body()).await {
        Ok(b) => b,
        Err(_) => return Ok(reply(StatusCode::BAD_REQUEST, "unreadable body")),
    };
    let options = bincode::DefaultOptions::new()
        .with_fixint_encoding()
        .with_limit(MAX_UPLOAD);
    let snapshot: Snapshot = match options.deserialize_from(buf.reader()) {
        Ok(s) => s,
        Err(_) => return Ok(reply(StatusCode::UNPROCESSABLE_ENTITY, "invalid snapshot")),
    };
    let summary = format!(
        "imported workspace {} '{}' with {} layers",
        snapshot.workspace_id,
        snapshot.title,
        snapshot.layers.len()
    );
    Ok(reply(StatusCode::OK, &summary))
}
