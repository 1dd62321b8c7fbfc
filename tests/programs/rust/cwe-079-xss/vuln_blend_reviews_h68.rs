// A blend reviews program of the h68 set (cwe-079-xss).
// tea blenders: customers leave tasting notes on a blend and the shop renders them under the product
use std::{collections::HashMap, fmt::Write, sync::Arc};

use axum::{
    extract::{Form, Path, State},
    http::StatusCode,
    response::{Html, Redirect},
    routing::get,
    Router,
};
use html_escape::encode_text;
use serde::Deserialize;
use tokio::sync::RwLock;

#[derive(Clone, Default)]
struct Shop {
    reviews: Arc<RwLock<HashMap<String, Vec<Review>>>>,
}

#[derive(Clone, Deserialize)]
struct Review {
    author: String,
    steep_minutes: u8,
    note: String,
}

const BLENDS: &[(&str, &str)] = &[
    ("smoky-lapsang", "Smoky Lapsang & Bergamot"),
    ("alpine-herb", "Alpine Herb Garden"),
    ("jasmine-pearl", "Jasmine Pearl Morning"),
];

fn blend_title(slug: &str) -> Option<&'static str> {
    BLENDS
        .iter()
        .find_map(|&(s, title)| (s == slug).then_some(title))
}

fn render_reviews(reviews: &[Review]) -> String {
    reviews.iter().fold(String::new(), |mut html, review| {
        let Review { author, steep_minutes, note } = review;
        let _ = write!(
            html,
            "<li><strong>{}</strong> <em>steeped {steep_minutes} min</em><p>{}</p></li>",
            encode_text(author),
            note
        );
        html
    })
}

async fn blend_page(
    State(shop): State<Shop>,
    Path(slug): Path<String>,
) -> Result<Html<String>, StatusCode> {
    let title = blend_title(&slug).ok_or(StatusCode::NOT_FOUND)?;
    let reviews = shop.reviews.read().await;
    let list = reviews
        .get(&slug)
        .map_or_else(|| "<li>No tasting notes yet.</li>".to_owned(), |r| render_reviews(r));

    Ok(Html(format!(
        "<!doctype html><html><head><title>{title}</title></head><body>\
         <h1>{title}</h1><ul class=\"reviews\">{list}</ul>\
         <form method=\"post\"><input name=\"author\"><input name=\"steep_minutes\" type=\"number\">\
         <textarea name=\"note\"></textarea><button>Share</button></form></body></html>"
    )))
}

async fn add_review(
    State(shop): State<Shop>,
    Path(slug): Path<String>,
    Form(review): Form<Review>,
) -> Result<Redirect, StatusCode> {
    blend_title(&slug).ok_or(StatusCode::NOT_FOUND)?;
    if review.note.trim().is_empty() || review.note.len() > 2_000 {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    shop.reviews
        .write()
        .await
        .entry(slug.clone())
        .or_default()
        .push(review);
    Ok(Redirect::to(&format!("/blends/{slug}")))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let app = Router::new()
        .route("/blends/:slug", get(blend_page).post(add_review))
        .with_state(Shop::default());
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8000").await?;
    axum::serve(listener, app).await
}
