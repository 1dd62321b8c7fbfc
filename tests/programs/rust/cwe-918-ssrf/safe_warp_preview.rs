// Link-preview service that fetches a page and returns the start of its body as JSON.
use serde::Deserialize;
use url::Url;
use warp::Filter;

const ALLOWED_HOSTS: &[&str] = &["blog.example.com", "docs.example.com"];

#[derive(Deserialize)]
struct PreviewReq {
    url: String,
}

async fn preview(p: PreviewReq) -> Result<impl warp::Reply, warp::Rejection> {
    let u = Url::parse(&p.url).map_err(|_| warp::reject::not_found())?;
    let host_ok = u.host_str().map_or(false, |h| ALLOWED_HOSTS.contains(&h));
    if u.scheme() != "https" || !host_ok || u.port().is_some() {
        return Err(warp::reject::not_found());
    }
    let client = reqwest::Client::builder()
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .map_err(|_| warp::reject::not_found())?;
    let body = client.get(u).send().await.map_err(|_| warp::reject::not_found())?
        .text().await.map_err(|_| warp::reject::not_found())?;
    let snippet: String = body.chars().take(300).collect();
    Ok(warp::reply::json(&serde_json::json!({ "snippet": snippet })))
}

#[tokio::main]
async fn main() {
    let route = warp::path("preview").and(warp::query::<PreviewReq>()).and_then(preview);
    warp::serve(route).run(([0, 0, 0, 0], 3030)).await;
}
