// A memorial inscription preview program of the h65 set (cwe-079-xss).
// Memorial workshop: customers type the wording for a headstone and get a
// preview rendered in the chosen letterform before the carver starts work.
use actix_web::{get, web, App, HttpResponse, HttpServer, Responder};
use maud::{html, Markup, PreEscaped, DOCTYPE};
use serde::Deserialize;

#[derive(Deserialize)]
struct InscriptionQuery {
    text: String,
    letterform: Option<String>,
    stone: Option<String>,
}

fn letterform(requested: Option<&str>) -> &'static str {
    match requested {
        Some("roman") => "roman",
        Some("gill") => "gill",
        Some("uncial") => "uncial",
        _ => "trajan",
    }
}

fn stone(requested: Option<&str>) -> &'static str {
    match requested {
        Some("slate") => "Welsh slate",
        Some("granite") => "grey granite",
        _ => "Portland stone",
    }
}

fn render_preview(lines: &[&str], face: &str, material: &str) -> Markup {
    html! {
        (DOCTYPE)
        html lang="en" {
            head {
                meta charset="utf-8";
                title { "Inscription preview" }
                link rel="stylesheet" href={ "/static/letterforms/" (face) ".css" };
            }
            body {
                p class="material" { "Cut in " (material) }
                div class={ "tablet " (face) } {
                    // carvers mark ordinals and emphasis with <sup> and <em>
                    @for line in lines {
                        p class="inscription-line" { (PreEscaped(*line)) }
                    }
                }
            }
        }
    }
}

#[get("/memorials/preview")]
async fn preview(query: web::Query<InscriptionQuery>) -> impl Responder {
    let lines: Vec<&str> = query.text.lines().map(str::trim).filter(|l| !l.is_empty()).take(8).collect();
    if lines.is_empty() {
        return HttpResponse::BadRequest().body("an inscription needs at least one line");
    }
    let page = render_preview(&lines, letterform(query.letterform.as_deref()), stone(query.stone.as_deref()));
    HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(page.into_string())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(preview))
        .bind(("0.0.0.0", 8080))?
        .run()
        .await
}
