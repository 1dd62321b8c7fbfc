// Axum page that renders a traveller's itinerary with their personal trip notes using Askama.
use askama::Template;
use axum::{extract::State, http::StatusCode, response::Html, routing::post, Form, Router};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::Arc;

#[derive(Template)]
#[template(
    source = r#"<html><body>
<h1>Trip to {{ destination }}</h1>
<ul>{% for leg in legs %}<li>{{ leg }}</li>{% endfor %}</ul>
<section class="notes">{{ notes|safe }}</section>
</body></html>"#,
    ext = "html"
)]
struct ItineraryPage {
    destination: String,
    legs: Vec<String>,
    notes: String,
}

#[derive(Deserialize)]
struct ItineraryForm {
    destination: String,
    notes: String,
}

struct RouteCatalog {
    legs: HashMap<String, Vec<String>>,
}

fn format_notes(raw: &str) -> String {
    raw.lines()
        .map(|line| html_escape::encode_text(line.trim_end()).into_owned())
        .collect::<Vec<_>>()
        .join("<br>")
}

async fn render_itinerary(
    State(catalog): State<Arc<RouteCatalog>>,
    Form(form): Form<ItineraryForm>,
) -> Result<Html<String>, StatusCode> {
    let legs = catalog.legs.get(&form.destination).cloned().unwrap_or_default();
    let page = ItineraryPage {
        destination: form.destination,
        legs,
        notes: format_notes(&form.notes),
    };
    let body = page.render().map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    Ok(Html(body))
}

pub fn router(catalog: Arc<RouteCatalog>) -> Router {
    Router::new()
        .route("/itinerary/preview", post(render_itinerary))
        .with_state(catalog)
}
