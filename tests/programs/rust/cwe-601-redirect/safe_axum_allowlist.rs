// After switching language the user lands back on one of the known sections of the site.
use axum::{extract::Query, response::Redirect, routing::get, Router};
use serde::Deserialize;

#[derive(Deserialize)]
struct Lang {
    lang: String,
    back: String,
}

const SECTIONS: &[&str] = &["/", "/shop", "/account", "/help"];

async fn switch(Query(q): Query<Lang>) -> Redirect {
    println!("language set to {}", q.lang);
    let back = if SECTIONS.contains(&q.back.as_str()) { q.back.as_str() } else { "/" };
    Redirect::to(back)
}

#[tokio::main]
async fn main() {
    let app = Router::new().route("/lang", get(switch));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
