// Ends the user session and redirects to a partner portal or the marketing site.
use actix_web::{cookie::Cookie, get, http::header, web, App, HttpResponse, HttpServer, Responder};
use serde::Deserialize;
use url::Url;

const DEFAULT_TARGET: &str = "https://www.example.com/";

#[derive(Deserialize)]
struct LogoutParams {
    continue_url: Option<String>,
}

fn trusted_destination(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    let host = url.host_str()?;
    if url.scheme() == "https" && host.ends_with("example.com") {
        Some(url)
    } else {
        None
    }
}

#[get("/logout")]
async fn logout(params: web::Query<LogoutParams>) -> impl Responder {
    let target = params
        .continue_url
        .as_deref()
        .and_then(trusted_destination)
        .map(|u| u.to_string())
        .unwrap_or_else(|| DEFAULT_TARGET.to_string());
    let mut expired = Cookie::new("session", "");
    expired.set_path("/");
    expired.make_removal();
    HttpResponse::Found()
        .cookie(expired)
        .append_header((header::LOCATION, target))
        .finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(logout))
        .bind(("0.0.0.0", 8089))?
        .run()
        .await
}
