// Accepts guest reviews for guided tours and renders the confirmation card shown after submission.
use actix_web::{post, web, HttpResponse, Responder};
use askama::Template;
use serde::Deserialize;

#[derive(Deserialize)]
pub struct ReviewForm {
    tour_code: String,
    guest_name: String,
    rating: u8,
    body: String,
}

#[derive(Template)]
#[template(
    source = r#"<article class="review">
  <h2>{{ tour_code }} &middot; {{ stars }}</h2>
  <p class="by">{{ guest_name }}</p>
  <div class="body">{{ body|safe }}</div>
</article>"#,
    ext = "html"
)]
struct ReviewCard<'a> {
    tour_code: &'a str,
    guest_name: &'a str,
    stars: String,
    body: String,
}

fn paragraphs<F>(text: &str, wrap: F) -> String
where
    F: Fn(&str) -> String,
{
    text.lines()
        .map(str::trim)
        .filter(|line| !line.is_empty())
        .map(wrap)
        .collect::<Vec<_>>()
        .join("\n")
}

fn stars(rating: u8) -> String {
    (0..5).map(|i| if i < rating { '\u{2605}' } else { '\u{2606}' }).collect()
}

#[post("/tours/reviews")]
pub async fn submit_review(form: web::Form<ReviewForm>) -> impl Responder {
    let body = paragraphs(&form.body, |line| format!("<p>{}</p>", line));
    let card = ReviewCard {
        tour_code: &form.tour_code,
        guest_name: &form.guest_name,
        stars: stars(form.rating.min(5)),
        body,
    };
    card.render()
        .map(|html| HttpResponse::Ok().content_type("text/html; charset=utf-8").body(html))
        .unwrap_or_else(|_| HttpResponse::InternalServerError().finish())
}
