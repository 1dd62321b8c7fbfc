// Warp image proxy that fetches product images from the CDN and re-serves them with cache headers.
use bytes::Bytes;
use serde::Deserialize;
use std::time::Duration;
use url::Url;
use warp::{http::Response, Filter, Rejection};

#[derive(Deserialize)]
struct ProxyQuery {
    src: String,
}

#[derive(Debug)]
struct Upstream;
impl warp::reject::Reject for Upstream {}

fn allowed_source(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    let host = url.host_str()?;
    if url.scheme() == "https" && host.starts_with("images.") {
        Some(url)
    } else {
        None
    }
}

async fn fetch_image(client: &reqwest::Client, url: Url) -> reqwest::Result<(String, Bytes)> {
    let resp = client.get(url).send().await?.error_for_status()?;
    let ctype = resp
        .headers()
        .get(reqwest::header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("application/octet-stream")
        .to_string();
    Ok((ctype, resp.bytes().await?))
}

async fn proxy(q: ProxyQuery, client: reqwest::Client) -> Result<Response<Bytes>, Rejection> {
    let url = allowed_source(&q.src).ok_or_else(warp::reject::not_found)?;
    let (ctype, body) = fetch_image(&client, url).await.map_err(|_| warp::reject::custom(Upstream))?;
    Ok(Response::builder()
        .header("content-type", ctype)
        .header("cache-control", "public, max-age=86400")
        .body(body)
        .unwrap())
}

#[tokio::main]
async fn main() {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(5))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .unwrap();
    let client_filter = warp::any().map(move || client.clone());
    let route = warp::path!("img")
        .and(warp::query::<ProxyQuery>())
        .and(client_filter)
        .and_then(proxy);
    warp::serve(route).run(([0, 0, 0, 0], 8085)).await;
}
