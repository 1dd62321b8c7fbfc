// A ventriloquist agency performer bio preview program of the h75 set (cwe-079-xss).
use actix_web::{error, post, web, App, HttpResponse, HttpServer, Result};
use serde::Deserialize;
use tera::{Context, Tera};

const PREVIEW_TEMPLATE: &str = r#"<!doctype html>
<html>
<head><meta charset="utf-8"><title>{{ stage_name }} - profile preview</title></head>
<body>
  <article class="performer">
    <h1>{{ stage_name }}</h1>
    <h2>featuring {{ puppet_name }}</h2>
    <section class="bio">{{ bio }}</section>
    {% if booking_note %}<aside class="note">{{ booking_note }}</aside>{% endif %}
  </article>
</body>
</html>"#;

const MAX_BIO_CHARS: usize = 2_000;

#[derive(Deserialize)]
struct BioForm {
    stage_name: String,
    puppet_name: String,
    bio: String,
    booking_note: Option<String>,
}

#[derive(Debug, thiserror::Error)]
enum BioError {
    #[error("{0} is required")]
    Missing(&'static str),
    #[error("bio is longer than {0} characters")]
    TooLong(usize),
}

fn check_form(form: &BioForm) -> Result<(), BioError> {
    if form.stage_name.trim().is_empty() {
        return Err(BioError::Missing("stage name"));
    }
    if form.puppet_name.trim().is_empty() {
        return Err(BioError::Missing("puppet name"));
    }
    if form.bio.chars().count() > MAX_BIO_CHARS {
        return Err(BioError::TooLong(MAX_BIO_CHARS));
    }
    Ok(())
}

#[post("/performers/preview")]
async fn preview(form: web::Form<BioForm>) -> Result<HttpResponse> {
    let form = form.into_inner();
    if let Err(err) = check_form(&form) {
        return Ok(HttpResponse::UnprocessableEntity()
            .content_type("text/plain; charset=utf-8")
            .body(err.to_string()));
    }

    let mut ctx = Context::new();
    ctx.insert("stage_name", form.stage_name.trim());
    ctx.insert("puppet_name", form.puppet_name.trim());
    ctx.insert("bio", &form.bio);
    ctx.insert("booking_note", &form.booking_note.filter(|n| !n.trim().is_empty()));

    let html = Tera::one_off(PREVIEW_TEMPLATE, &ctx, false).map_err(|err| {
        log::error!("preview render failed: {err}");
        error::ErrorInternalServerError("could not render preview")
    })?;

    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(html))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    HttpServer::new(|| {
        App::new()
            .app_data(web::FormConfig::default().limit(16 * 1024))
            .service(preview)
    })
    .bind(("127.0.0.1", 8088))?
    .run()
    .await
}
