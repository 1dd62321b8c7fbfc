// Rocket route that renders a live preview of a user's edited profile card with Handlebars.
use handlebars::Handlebars;
use rocket::{form::Form, http::Status, post, response::content::RawHtml, FromForm, State};
use serde_json::json;

pub const PROFILE_TEMPLATE: &str = r#"<div class="card">
  <h2>{{display_name}}</h2>
  <p class="location">{{location}}</p>
  <section class="bio">{{{bio}}}</section>
</div>"#;

#[derive(FromForm)]
pub struct ProfileForm {
    display_name: String,
    location: Option<String>,
    bio: String,
}

pub fn build_registry() -> Handlebars<'static> {
    let mut hb = Handlebars::new();
    hb.set_strict_mode(true);
    hb.register_template_string("profile", PROFILE_TEMPLATE)
        .expect("profile template compiles");
    hb
}

fn normalise_bio(bio: &str) -> String {
    bio.lines().map(str::trim).collect::<Vec<_>>().join("\n")
}

#[post("/profile/preview", data = "<form>")]
pub fn preview(form: Form<ProfileForm>, hb: &State<Handlebars<'static>>) -> Result<RawHtml<String>, Status> {
    if form.display_name.trim().is_empty() || form.bio.len() > 4000 {
        return Err(Status::UnprocessableEntity);
    }
    let ctx = json!({
        "display_name": form.display_name.trim(),
        "location": form.location.clone().unwrap_or_default(),
        "bio": normalise_bio(&form.bio),
    });
    hb.render("profile", &ctx)
        .map(RawHtml)
        .map_err(|_| Status::InternalServerError)
}
