// A trick review program of the h73 set (cwe-079-xss).
use actix_web::{get, http::header::ContentType, web, App, HttpResponse, HttpServer};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use serde::Deserialize;
use std::collections::HashMap;

struct Catalog {
    tricks: HashMap<&'static str, &'static str>,
}

#[derive(Deserialize)]
struct PreviewQuery {
    /// review text, base64url so that line breaks and emoji survive the redirect from the editor
    body: String,
    #[serde(default)]
    stars: u8,
}

const BLOCKED: &[&str] = &["<", ">", "javascript:", "onerror"];

fn looks_clean(s: &str) -> bool {
    let lower = s.to_lowercase();
    !BLOCKED.iter().any(|b| lower.contains(b))
}

fn paragraphs(text: &str) -> String {
    text.split("\n\n")
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .map(|p| format!("<p>{}</p>", p.replace('\n', "<br>")))
        .collect::<Vec<_>>()
        .join("\n")
}

#[get("/tricks/{sku}/review/preview")]
async fn preview(
    catalog: web::Data<Catalog>,
    sku: web::Path<String>,
    q: web::Query<PreviewQuery>,
) -> HttpResponse {
    let Some(title) = catalog.tricks.get(sku.as_str()) else {
        return HttpResponse::NotFound().body("unknown trick");
    };
    if !looks_clean(&q.body) {
        return HttpResponse::BadRequest().body("review contains markup");
    }
    let bytes = match URL_SAFE_NO_PAD.decode(q.body.trim_end_matches('=')) {
        Ok(b) => b,
        Err(_) => return HttpResponse::BadRequest().body("review is not encoded correctly"),
    };
    let text = String::from_utf8_lossy(&bytes);

    let stars = "★".repeat(q.stars.min(5) as usize);
    let html = format!(
        "<!doctype html><html><body><h2>Your review of {title}</h2>\
         <div class=\"stars\">{stars}</div><article>{}</article>\
         <form method=\"post\" action=\"/tricks/{sku}/review\"><button>Publish</button></form>\
         </body></html>",
        paragraphs(&text),
        sku = sku.as_str(),
    );
    HttpResponse::Ok().content_type(ContentType::html()).body(html)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let catalog = web::Data::new(Catalog {
        tricks: HashMap::from([
            ("ZB-101", "Zombie Ball Deluxe"),
            ("LR-220", "Linking Rings (8 ring set)"),
            ("SC-015", "Svengali Deck"),
        ]),
    });
    HttpServer::new(move || App::new().app_data(catalog.clone()).service(preview))
        .bind(("0.0.0.0", 8082))?
        .run()
        .await
}
