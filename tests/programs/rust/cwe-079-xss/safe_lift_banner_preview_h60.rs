// Ski resort status board: ski patrol previews the banner that will be shown on
// the lift-line screens for a given lift before publishing it.
use serde::Deserialize;
use tera::{Context, Tera};
use tide::{http::mime, Request, Response, StatusCode};

const BANNER_TEMPLATE: &str = r#"<!doctype html>
<html><body>
<section class="banner banner-{{ level }}">
  <h2>{{ lift }}</h2>
  <p>{{ message }}</p>
  <small>Posted by {{ patroller }}</small>
</section>
</body></html>"#;

#[derive(Debug, Deserialize)]
struct BannerQuery {
    lift: String,
    message: String,
    patroller: String,
    level: Option<String>,
}

fn normalise_level(level: Option<&str>) -> &'static str {
    match level.map(str::to_ascii_lowercase).as_deref() {
        Some("closed") => "closed",
        Some("wind-hold") => "wind-hold",
        Some("avalanche") => "avalanche",
        _ => "info",
    }
}

fn render(query: &BannerQuery) -> tera::Result<String> {
    let mut ctx = Context::new();
    ctx.insert("lift", query.lift.trim());
    ctx.insert("message", query.message.trim());
    ctx.insert("patroller", query.patroller.trim());
    ctx.insert("level", normalise_level(query.level.as_deref()));
    Tera::one_off(BANNER_TEMPLATE, &ctx, true)
}

async fn preview(req: Request<()>) -> tide::Result {
    let query: BannerQuery = req.query()?;
    let body = render(&query)?;
    Ok(Response::builder(StatusCode::Ok)
        .content_type(mime::HTML)
        .body(body)
        .build())
}

#[async_std::main]
async fn main() -> tide::Result<()> {
    let mut app = tide::new();
    app.at("/banners/preview").get(preview);
    app.listen("0.0.0.0:8088").await?;
    Ok(())
}
