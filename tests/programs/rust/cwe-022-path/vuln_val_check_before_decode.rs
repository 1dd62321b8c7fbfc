// The ".." and "/" tests run on the raw, still percent-encoded query; percent_decode_str afterwards turns "%2e%2e%2f" into "../".
use axum::{extract::RawQuery, http::StatusCode};
use percent_encoding::percent_decode_str;

async fn template(RawQuery(q): RawQuery) -> Result<String, StatusCode> {
    let raw = q.unwrap_or_default();
    let name = raw.strip_prefix("name=").ok_or(StatusCode::BAD_REQUEST)?;
    if name.contains("..") || name.starts_with('/') {
        return Err(StatusCode::BAD_REQUEST);
    }
    let decoded = percent_decode_str(name)
        .decode_utf8()
        .map_err(|_| StatusCode::BAD_REQUEST)?;
    tokio::fs::read_to_string(format!("/srv/templates/{decoded}"))
        .await
        .map_err(|_| StatusCode::NOT_FOUND)
}
