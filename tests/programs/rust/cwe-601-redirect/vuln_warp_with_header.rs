// Warp gateway: the link shortener's click endpoint forwards to the address carried in `u`.
use std::collections::HashMap;
use warp::{http::StatusCode, Filter};

#[tokio::main]
async fn main() {
    let click = warp::path("click")
        .and(warp::query::<HashMap<String, String>>())
        .map(|q: HashMap<String, String>| {
            let dest = q.get("u").cloned().unwrap_or_else(|| "/".to_string());
            warp::reply::with_status(
                warp::reply::with_header(warp::reply(), "location", dest),
                StatusCode::FOUND,
            )
        });
    warp::serve(click).run(([0, 0, 0, 0], 3030)).await;
}
