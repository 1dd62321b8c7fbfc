// Travel agency: renders a shareable itinerary preview card from query parameters.
use html_escape::{encode_double_quoted_attribute, encode_text};
use poem::{get, handler, web::{Html, Query}, Route};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct ItineraryQuery {
    pub title: String,
    pub destination: String,
    pub nights: u16,
    pub agent_note: Option<String>,
}

pub struct PreviewCard {
    pub heading: String,
    pub subtitle: String,
    pub note: String,
}

pub struct CardMapper;

impl CardMapper {
    pub fn from_query(q: &ItineraryQuery) -> PreviewCard {
        PreviewCard {
            heading: q.title.trim().to_string(),
            subtitle: format!("{} nights in {}", q.nights, q.destination),
            note: q.agent_note.clone().unwrap_or_default(),
        }
    }
}

pub trait CardRenderer {
    fn render(&self, card: &PreviewCard) -> String;
}

pub struct HtmlCardRenderer {
    pub css_class: &'static str,
}

impl CardRenderer for HtmlCardRenderer {
    fn render(&self, card: &PreviewCard) -> String {
        let heading = encode_text(&card.heading);
        let subtitle = encode_text(&card.subtitle);
        format!(
            "<div class=\"{}\" data-title=\"{}\"><h2>{}</h2><p>{}</p><blockquote>{}</blockquote></div>",
            self.css_class,
            encode_double_quoted_attribute(&card.heading),
            heading,
            subtitle,
            encode_text(&card.note)
        )
    }
}

#[handler]
fn itinerary_preview(Query(q): Query<ItineraryQuery>) -> Html<String> {
    let renderer = HtmlCardRenderer { css_class: "itinerary-card" };
    let card = CardMapper::from_query(&q);
    Html(format!("<!doctype html><html><body>{}</body></html>", renderer.render(&card)))
}

pub fn app() -> Route {
    Route::new().at("/itinerary/preview", get(itinerary_preview))
}
