// Tide service that proxies product images from the configured CDN origins for the storefront.
use std::collections::HashMap;
use tide::{http::mime, Request, Response, StatusCode};
use url::Url;

#[derive(Clone)]
struct State {
    origins: HashMap<&'static str, &'static str>,
}

#[derive(serde::Deserialize)]
struct ImageQuery {
    origin: String,
    path: String,
}

fn image_url(base: &str, path: &str) -> Option<Url> {
    if !path.starts_with('/') || path.starts_with("//") {
        return None;
    }
    let base = Url::parse(base).ok()?;
    let mut url = base.clone();
    url.set_path(path);
    (url.host_str() == base.host_str()).then_some(url)
}

async fn proxy(req: Request<State>) -> tide::Result {
    let q: ImageQuery = req.query()?;
    let Some(base) = req.state().origins.get(q.origin.as_str()) else {
        return Ok(Response::new(StatusCode::BadRequest));
    };
    if !q.path.ends_with(".jpg") && !q.path.ends_with(".png") {
        return Ok(Response::new(StatusCode::BadRequest));
    }
    let Some(target) = image_url(base, &q.path) else {
        return Ok(Response::new(StatusCode::BadRequest));
    };
    let mut upstream = surf::get(target.as_str()).await?;
    if !upstream.status().is_success() {
        return Ok(Response::new(StatusCode::NotFound));
    }
    let bytes = upstream.body_bytes().await?;
    let kind = if q.path.ends_with(".png") { mime::PNG } else { mime::JPEG };
    Ok(Response::builder(StatusCode::Ok).body(bytes).content_type(kind).build())
}

#[async_std::main]
async fn main() -> tide::Result<()> {
    let origins = HashMap::from([
        ("primary", "https://img1.cdn.example.com"),
        ("legacy", "https://media.example.com"),
    ]);
    let mut app = tide::with_state(State { origins });
    app.at("/img").get(proxy);
    app.listen("0.0.0.0:8080").await?;
    Ok(())
}
