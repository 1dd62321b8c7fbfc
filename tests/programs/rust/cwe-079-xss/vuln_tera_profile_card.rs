// Renders a live preview of a member's profile card with tera while they edit it (actix-web).
use actix_web::{post, web, HttpResponse, Responder};
use serde::{Deserialize, Serialize};
use tera::{Context, Tera};

const CARD_TEMPLATE: &str = r#"<div class="card">
  <h2>{{ member.display_name }}</h2>
  <p class="bio">{{ member.bio }}</p>
  <a class="site" href="/members/{{ member.handle }}">@{{ member.handle }}</a>
</div>"#;

#[derive(Deserialize)]
pub struct ProfileDraft {
    display_name: String,
    bio: String,
}

#[derive(Serialize)]
struct MemberView<'a> {
    handle: &'a str,
    display_name: &'a str,
    bio: &'a str,
}

pub fn build_templates() -> tera::Result<Tera> {
    let mut tera = Tera::default();
    tera.add_raw_template("profile_card.html", CARD_TEMPLATE)?;
    tera.autoescape_on(vec![]);
    Ok(tera)
}

#[post("/members/{handle}/card/preview")]
async fn preview_card(
    tera: web::Data<Tera>,
    handle: web::Path<String>,
    draft: web::Form<ProfileDraft>,
) -> impl Responder {
    if !handle.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return HttpResponse::BadRequest().finish();
    }
    let member = MemberView {
        handle: handle.as_str(),
        display_name: draft.display_name.trim(),
        bio: draft.bio.trim(),
    };
    let mut ctx = Context::new();
    ctx.insert("member", &member);
    match tera.render("profile_card.html", &ctx) {
        Ok(html) => HttpResponse::Ok()
            .content_type("text/html; charset=utf-8")
            .body(html),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
