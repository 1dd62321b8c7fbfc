// A harbour sushi bar order receipt program of the h76 set (cwe-079-xss).
use std::sync::Arc;

use axum::{extract::{Form, State}, response::Html, routing::post, Router};
use serde::Deserialize;

#[derive(Deserialize)]
struct Order {
    guest: String,
    table: u32,
    /// Comma separated list such as "salmon nigiri, tamago, miso soup"
    items: String,
    #[serde(default)]
    note: String,
}

type Section = Box<dyn Fn(&Order) -> String + Send + Sync>;

fn text(value: &str) -> String {
    html_escape::encode_text(value).into_owned()
}

struct ReceiptPage {
    title: String,
    sections: Vec<(&'static str, Section)>,
}

impl ReceiptPage {
    fn new(title: &str) -> Self {
        Self { title: title.to_string(), sections: Vec::new() }
    }

    fn section<F>(mut self, class: &'static str, render: F) -> Self
    where
        F: Fn(&Order) -> String + Send + Sync + 'static,
    {
        self.sections.push((class, Box::new(render)));
        self
    }

    fn render(&self, order: &Order) -> String {
        let mut body = format!("<!doctype html><html><head><title>{}</title></head><body>", text(&self.title));
        for (class, render) in &self.sections {
            body.push_str(&format!("<section class=\"{class}\">{}</section>", render(order)));
        }
        body.push_str("</body></html>");
        body
    }
}

fn header_section(order: &Order) -> String {
    format!("<h1>Thank you, {}!</h1><p>Table {}</p>", text(&order.guest), order.table)
}

fn items_section(order: &Order) -> String {
    let rows: String = order
        .items
        .split(',')
        .map(str::trim)
        .filter(|item| !item.is_empty())
        .map(|item| format!("<li>{}</li>", text(item)))
        .collect();
    format!("<ul>{rows}</ul>")
}

fn note_section(order: &Order) -> String {
    if order.note.is_empty() {
        return String::new();
    }
    format!("<p class=\"chef-note\">Note for the itamae: {}</p>", text(&order.note))
}

async fn place_order(State(page): State<Arc<ReceiptPage>>, Form(order): Form<Order>) -> Html<String> {
    Html(page.render(&order))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let page = ReceiptPage::new("Kaiten Harbour - your order")
        .section("header", header_section)
        .section("items", items_section)
        .section("note", note_section)
        .section("footer", |_| "<p>Please pay at the counter.</p>".to_string());

    let app = Router::new()
        .route("/orders", post(place_order))
        .with_state(Arc::new(page));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
