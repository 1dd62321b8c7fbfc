// Axum route rendering a preview card for a chat room's title and topic before it is published.
use axum::{extract::Query, response::Html, routing::get, Router};
use serde::Deserialize;

#[derive(Deserialize)]
struct PreviewParams {
    title: String,
    topic: Option<String>,
    members: Option<u32>,
}

fn escape_html(input: &str) -> String {
    let mut out = String::with_capacity(input.len());
    for ch in input.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#x27;"),
            _ => out.push(ch),
        }
    }
    out
}

struct Card {
    heading: String,
    body: String,
    footer: String,
}

impl Card {
    fn render(&self) -> String {
        format!(
            "<article class=\"room-card\"><h2>{}</h2><p>{}</p><footer>{}</footer></article>",
            self.heading, self.body, self.footer
        )
    }
}

async fn preview(Query(params): Query<PreviewParams>) -> Html<String> {
    let topic = params.topic.unwrap_or_else(|| "No topic yet".to_string());
    let card = Card {
        heading: escape_html(&params.title),
        body: topic,
        footer: format!("{} members", params.members.unwrap_or(0)),
    };
    Html(card.render())
}

pub fn router() -> Router {
    Router::new().route("/rooms/preview", get(preview))
}
