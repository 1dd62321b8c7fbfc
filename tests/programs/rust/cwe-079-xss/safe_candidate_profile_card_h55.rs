// Recruiting dashboard widget that renders an HTML card for a job candidate's public profile.
use actix_web::{get, web, HttpResponse};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct CardQuery {
    name: String,
    headline: String,
    years: u16,
}

fn attr_value(input: &str) -> String {
    html_escape::encode_double_quoted_attribute(input).into_owned()
}

#[derive(Default)]
pub struct CardBuilder {
    parts: Vec<String>,
}

impl CardBuilder {
    pub fn open(mut self, title_attr: &str) -> Self {
        self.parts.push(format!("<div class=\"candidate-card\" title=\"{}\">", title_attr));
        self
    }

    pub fn heading(mut self, text: &str) -> Self {
        self.parts.push(format!("<h3>{}</h3>", html_escape::encode_text(text)));
        self
    }

    pub fn experience(mut self, years: u16) -> Self {
        self.parts.push(format!("<span class=\"exp\">{} yrs</span>", years));
        self
    }

    pub fn build(mut self) -> String {
        self.parts.push("</div>".to_string());
        self.parts.concat()
    }
}

pub struct ProfileCardService;

impl ProfileCardService {
    pub fn render(q: &CardQuery) -> String {
        let headline = attr_value(&q.headline);
        CardBuilder::default()
            .open(&headline)
            .heading(&q.name)
            .experience(q.years)
            .build()
    }
}

#[get("/candidates/card")]
async fn candidate_card(q: web::Query<CardQuery>) -> HttpResponse {
    let html = ProfileCardService::render(&q);
    HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html)
}
