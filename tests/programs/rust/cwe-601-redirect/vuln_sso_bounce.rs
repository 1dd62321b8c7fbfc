// Actix-web logout endpoint that ends the session and forwards the browser to a partner application.
use actix_session::Session;
use actix_web::{get, http::header, web, HttpResponse};
use serde::Deserialize;
use url::Url;

const TRUSTED_DOMAIN: &str = "example.com";
const DEFAULT_LANDING: &str = "https://www.example.com/";

#[derive(Deserialize)]
struct LogoutParams {
    return_to: Option<String>,
}

fn trusted_destination(raw: &str) -> Option<String> {
    let url = Url::parse(raw).ok()?;
    if url.scheme() != "https" {
        return None;
    }
    let host = url.host_str()?;
    if host.ends_with(TRUSTED_DOMAIN) {
        Some(url.to_string())
    } else {
        None
    }
}

#[get("/logout")]
async fn logout(session: Session, q: web::Query<LogoutParams>) -> HttpResponse {
    session.purge();
    let dest = q
        .return_to
        .as_deref()
        .and_then(trusted_destination)
        .unwrap_or_else(|| DEFAULT_LANDING.to_string());
    HttpResponse::Found()
        .insert_header((header::LOCATION, dest))
        .insert_header((header::CACHE_CONTROL, "no-store"))
        .finish()
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(logout);
}
