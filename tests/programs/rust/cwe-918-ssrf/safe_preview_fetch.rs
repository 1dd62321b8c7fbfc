// Fetches a remote page to build a link preview card for chat messages.
use axum::{
    extract::{Query, State},
    http::StatusCode,
    Json,
};
use reqwest::{redirect::Policy, Client};
use serde::{Deserialize, Serialize};
use std::time::Duration;
use url::Url;

const PREVIEW_HOSTS: &[&str] = &["github.com", "www.youtube.com", "en.wikipedia.org", "docs.rs"];

#[derive(Deserialize)]
pub struct PreviewQuery {
    url: String,
}

#[derive(Serialize)]
pub struct PreviewCard {
    url: String,
    title: Option<String>,
}

pub fn preview_client() -> reqwest::Result<Client> {
    Client::builder()
        .redirect(Policy::none())
        .timeout(Duration::from_secs(5))
        .build()
}

fn parse_target(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    if url.scheme() != "https" || url.port().is_some() {
        return None;
    }
    let host = url.host_str()?;
    PREVIEW_HOSTS.contains(&host).then_some(url)
}

fn extract_title(html: &str) -> Option<String> {
    let start = html.find("<title>")? + "<title>".len();
    let end = html[start..].find("</title>")? + start;
    Some(html[start..end].trim().to_string())
}

pub async fn preview(
    State(client): State<Client>,
    Query(q): Query<PreviewQuery>,
) -> Result<Json<PreviewCard>, StatusCode> {
    let target = parse_target(&q.url).ok_or(StatusCode::BAD_REQUEST)?;
    let resp = client
        .get(target.clone())
        .send()
        .await
        .map_err(|_| StatusCode::BAD_GATEWAY)?;
    let body = resp.text().await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    Ok(Json(PreviewCard { url: target.to_string(), title: extract_title(&body) }))
}
