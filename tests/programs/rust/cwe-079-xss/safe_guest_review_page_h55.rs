// Hotel guest-feedback module that renders a preview of a submitted stay review.
use askama::Template;
use axum::{extract::Form, http::StatusCode, response::Html, routing::post, Router};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct ReviewForm {
    guest_name: String,
    room_type: String,
    rating: u8,
    body: String,
}

pub struct ReviewDraft {
    guest_name: String,
    room_type: String,
    stars: String,
    body: String,
}

impl ReviewDraft {
    pub fn from_form(f: ReviewForm) -> Result<Self, StatusCode> {
        if !(1..=5).contains(&f.rating) {
            return Err(StatusCode::UNPROCESSABLE_ENTITY);
        }
        Ok(ReviewDraft {
            guest_name: f.guest_name.trim().to_string(),
            room_type: f.room_type,
            stars: "★".repeat(f.rating as usize),
            body: f.body.replace("\r\n", "\n"),
        })
    }
}

#[derive(Template)]
#[template(
    source = r#"<article class="review">
  <h2>{{ draft.guest_name }} &middot; {{ draft.room_type }}</h2>
  <p class="stars">{{ draft.stars }}</p>
  <div class="body">{{ draft.body }}</div>
</article>"#,
    ext = "html"
)]
struct ReviewPreview<'a> {
    draft: &'a ReviewDraft,
}

pub struct ReviewRenderer;

impl ReviewRenderer {
    pub fn preview(draft: &ReviewDraft) -> Result<String, StatusCode> {
        ReviewPreview { draft }.render().map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
    }
}

async fn preview_review(Form(form): Form<ReviewForm>) -> Result<Html<String>, StatusCode> {
    let draft = ReviewDraft::from_form(form)?;
    ReviewRenderer::preview(&draft).map(Html)
}

pub fn router() -> Router {
    Router::new().route("/stays/review/preview", post(preview_review))
}
