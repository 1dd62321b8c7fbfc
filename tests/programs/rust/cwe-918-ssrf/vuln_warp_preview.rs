// Link-preview service that fetches a page and returns the start of its body as JSON.
use serde::Deserialize;
use warp::Filter;

#[derive(Deserialize)]
struct PreviewReq {
    url: String,
}

async fn preview(p: PreviewReq) -> Result<impl warp::Reply, warp::Rejection> {
    let body = reqwest::get(&p.url)
        .await
        .map_err(|_| warp::reject::not_found())?
        .text()
        .await
        .map_err(|_| warp::reject::not_found())?;
    let snippet: String = body.chars().take(300).collect();
    Ok(warp::reply::json(&serde_json::json!({ "snippet": snippet })))
}

#[tokio::main]
async fn main() {
    let route = warp::path("preview").and(warp::query::<PreviewReq>()).and_then(preview);
    warp::serve(route).run(([0, 0, 0, 0], 3030)).await;
}
