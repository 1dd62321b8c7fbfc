// Actix-web handler that ends the SSO session and forwards the browser to the requested site.
use actix_session::Session;
use actix_web::{get, http::header::LOCATION, web, HttpResponse};
use once_cell::sync::Lazy;
use regex::Regex;
use serde::Deserialize;

static TRUSTED_RETURN: Lazy<Regex> =
    Lazy::new(|| Regex::new(r"https://([a-z0-9-]+\.)*example\.com").expect("valid pattern"));

const DEFAULT_RETURN: &str = "https://www.example.com/";

#[derive(Deserialize)]
pub struct LogoutParams {
    continue_to: Option<String>,
}

fn pick_destination(params: &LogoutParams) -> String {
    if let Some(url) = params.continue_to.as_deref() {
        if TRUSTED_RETURN.is_match(url) {
            return url.to_owned();
        }
    }
    DEFAULT_RETURN.to_owned()
}

#[get("/sso/logout")]
pub async fn logout(session: Session, params: web::Query<LogoutParams>) -> HttpResponse {
    if let Ok(Some(user)) = session.get::<String>("uid") {
        log::info!("sso logout for {user}");
    }
    session.purge();
    let destination = pick_destination(&params);
    HttpResponse::Found()
        .insert_header((LOCATION, destination))
        .finish()
}
