// Greets the visitor with an askama template, then appends the raw name after the page.
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
    let page = Greet { name: p.name.clone() }.render().unwrap_or_default();
    Html(page + "<!-- for " + &p.name + " -->")
}
