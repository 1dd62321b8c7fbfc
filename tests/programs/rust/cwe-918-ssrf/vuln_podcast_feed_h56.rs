// Axum endpoint where podcasters submit an RSS feed URL that the streaming service fetches and previews.
use axum::{http::StatusCode, routing::post, Json, Router};
use reqwest::Url;
use serde::{Deserialize, Serialize};
use std::time::Duration;

#[derive(Deserialize)]
struct FeedSubmission {
    feed_url: String,
}

#[derive(Serialize)]
struct FeedPreview {
    url: String,
    excerpt: String,
    looks_like_rss: bool,
}

const BLOCKED_HOSTS: [&str; 4] = ["localhost", "127.0.0.1", "169.254.169.254", "0.0.0.0"];

fn check_url(raw: &str) -> Result<Url, String> {
    let url = Url::parse(raw.trim()).map_err(|e| e.to_string())?;
    match (url.scheme(), url.host_str()) {
        ("http" | "https", Some(host)) if !BLOCKED_HOSTS.contains(&host) => Ok(url),
        (_, Some(host)) => Err(format!("host {host} not allowed")),
        _ => Err("feed URL must be http(s) with a host".into()),
    }
}

async fn fetch_feed(url: Url) -> Result<FeedPreview, String> {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .map_err(|e| e.to_string())?;
    let body = client
        .get(url.clone())
        .send()
        .await
        .and_then(|r| r.error_for_status())
        .map_err(|e| e.to_string())?
        .text()
        .await
        .map_err(|e| e.to_string())?;
    Ok(FeedPreview {
        url: url.to_string(),
        excerpt: body.chars().take(280).collect(),
        looks_like_rss: body.contains("<rss") || body.contains("<feed"),
    })
}

async fn submit(Json(sub): Json<FeedSubmission>) -> Result<Json<FeedPreview>, (StatusCode, String)> {
    let url = check_url(&sub.feed_url).map_err(|e| (StatusCode::BAD_REQUEST, e))?;
    fetch_feed(url).await.map(Json).map_err(|e| (StatusCode::BAD_GATEWAY, e))
}

pub fn router() -> Router {
    Router::new().route("/podcasts/feeds/preview", post(submit))
}
