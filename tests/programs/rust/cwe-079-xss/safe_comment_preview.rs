// Renders a live preview of a blog comment before it is submitted.
use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use serde::Deserialize;
use tera::{Context, Tera};

const PREVIEW: &str = r#"<section class="preview">
  <header>{{ author }} wrote:</header>
  <article>{{ body }}</article>
  <footer>{{ chars }} characters</footer>
</section>"#;

#[derive(Deserialize)]
struct CommentForm {
    author: String,
    body: String,
}

struct PreviewOptions {
    autoescape: bool,
    max_len: usize,
}

const OPTIONS: PreviewOptions = PreviewOptions {
    autoescape: true,
    max_len: 4000,
};

fn render_preview(form: &CommentForm, opts: &PreviewOptions) -> tera::Result<String> {
    let body: String = form.body.chars().take(opts.max_len).collect();
    let mut ctx = Context::new();
    ctx.insert("author", form.author.trim());
    ctx.insert("chars", &body.chars().count());
    ctx.insert("body", &body);
    Tera::one_off(PREVIEW, &ctx, opts.autoescape)
}

#[post("/comments/preview")]
async fn preview(form: web::Form<CommentForm>) -> impl Responder {
    match render_preview(&form, &OPTIONS) {
        Ok(html) => HttpResponse::Ok()
            .content_type("text/html; charset=utf-8")
            .body(html),
        Err(_) => HttpResponse::BadRequest().body("could not render preview"),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(preview))
        .bind(("127.0.0.1", 8082))?
        .run()
        .await
}
