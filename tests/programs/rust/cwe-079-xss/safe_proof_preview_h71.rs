// A proof preview program of the h71 set (cwe-079-xss).
use actix_web::{
    get, http::StatusCode, web, App, HttpResponse, HttpServer, ResponseError,
};
use html_escape::encode_text;
use serde::Deserialize;

#[derive(Deserialize)]
struct PreviewQuery {
    title: String,
    #[serde(default)]
    lines: String,
    face: String,
}

#[derive(Debug, thiserror::Error)]
enum PreviewError {
    #[error("we do not hold that typeface")]
    UnknownFace,
    #[error("a card fits at most 12 lines")]
    TooManyLines,
}

impl ResponseError for PreviewError {
    fn status_code(&self) -> StatusCode {
        StatusCode::BAD_REQUEST
    }

    fn error_response(&self) -> HttpResponse {
        HttpResponse::build(self.status_code())
            .content_type("text/plain; charset=utf-8")
            .body(self.to_string())
    }
}

fn css_family(face: &str) -> Result<&'static str, PreviewError> {
    match face {
        "caslon" => Ok("'Caslon 540', serif"),
        "gill" => Ok("'Gill Sans', sans-serif"),
        "bodoni" => Ok("'Bodoni 72', serif"),
        "copperplate" => Ok("'Copperplate Gothic', serif"),
        _ => Err(PreviewError::UnknownFace),
    }
}

#[get("/proofs/preview")]
async fn preview(q: web::Query<PreviewQuery>) -> Result<HttpResponse, PreviewError> {
    let family = css_family(&q.face)?;
    let lines: Vec<&str> = q
        .lines
        .split('|')
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .collect();
    if lines.len() > 12 {
        return Err(PreviewError::TooManyLines);
    }

    let card = lines
        .iter()
        .map(|l| encode_text(l).into_owned())
        .fold(
            format!("<h1>{}</h1>", encode_text(&q.title)),
            |mut acc, line| {
                acc.push_str("<p>");
                acc.push_str(&line);
                acc.push_str("</p>");
                acc
            },
        );

    let page = format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>Proof</title>\
         <style>.card{{font-family:{family};text-align:center;padding:3em;\
         border:1px solid #ccc;width:5in;margin:auto}}</style></head>\
         <body><div class=\"card\">{card}</div></body></html>"
    );
    Ok(HttpResponse::Ok()
        .content_type("text/html; charset=utf-8")
        .body(page))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(preview))
        .bind(("0.0.0.0", 8085))?
        .run()
        .await
}
