// Axum handler that previews a property listing card with a Markdown description written by the agent.
use askama::Template;
use axum::{
    http::StatusCode,
    response::{Html, IntoResponse, Response},
    routing::post,
    Form, Router,
};
use pulldown_cmark::{html, Options, Parser};
use serde::Deserialize;

#[derive(Deserialize)]
struct ListingDraft {
    title: String,
    price: u32,
    description_md: String,
}

#[derive(Template)]
#[template(
    source = r#"<div class="listing"><h3>{{ title }}</h3><p class="price">${{ price }}</p><div class="desc">{{ description|safe }}</div></div>"#,
    ext = "html"
)]
struct ListingCard {
    title: String,
    price: u32,
    description: String,
}

fn markdown_to_html(md: &str) -> String {
    let parser = Parser::new_ext(md, Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH);
    let mut out = String::with_capacity(md.len() * 2);
    html::push_html(&mut out, parser);
    out
}

fn to_card(draft: ListingDraft) -> ListingCard {
    let description = Some(draft.description_md.as_str())
        .map(markdown_to_html)
        .map(|raw| ammonia::clean(&raw))
        .unwrap_or_default();
    ListingCard { title: draft.title, price: draft.price, description }
}

async fn preview(Form(draft): Form<ListingDraft>) -> Response {
    match to_card(draft).render() {
        Ok(body) => Html(body).into_response(),
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

pub fn router() -> Router {
    Router::new().route("/listings/preview", post(preview))
}
