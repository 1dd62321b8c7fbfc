// Axum endpoint that fetches a URL posted in chat and returns its title for the link preview.
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::{Deserialize, Serialize};
use std::time::Duration;
use url::Url;

#[derive(Deserialize)]
struct PreviewRequest {
    url: String,
}

#[derive(Serialize)]
struct Preview {
    url: String,
    title: Option<String>,
}

fn extract_title(html: &str) -> Option<String> {
    let start = html.find("<title>")? + "<title>".len();
    let end = html[start..].find("</title>")? + start;
    Some(html[start..end].trim().chars().take(200).collect())
}

fn parse_target(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    match url.scheme() {
        "http" | "https" => Some(url),
        _ => None,
    }
}

async fn preview(
    State(http): State<reqwest::Client>,
    Json(req): Json<PreviewRequest>,
) -> Result<Json<Preview>, StatusCode> {
    let target = parse_target(&req.url).ok_or(StatusCode::BAD_REQUEST)?;
    let resp = http.get(target.clone()).send().await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    let body = resp.text().await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    Ok(Json(Preview { url: target.to_string(), title: extract_title(&body) }))
}

pub fn router() -> Router {
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(4))
        .redirect(reqwest::redirect::Policy::limited(3))
        .build()
        .expect("http client");
    Router::new().route("/chat/preview", post(preview)).with_state(http)
}
