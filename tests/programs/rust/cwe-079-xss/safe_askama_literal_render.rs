// Greets the visitor with an askama template: the engine escapes what it inserts into an
// `.html` template, including a template struct rendered where it is written.
use askama::Template;
use axum::extract::Query;
use axum::response::Html;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct Params {
    name: String,
}

#[derive(Template)]
#[template(path = "greet.html")]
struct Greet {
    name: String,
}

pub async fn greet(Query(p): Query<Params>) -> Html<String> {
    Html(Greet { name: p.name }.render().unwrap_or_default())
}
