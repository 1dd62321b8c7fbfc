// Actix-web handler that ends the SSO session and forwards the browser to the requested site.
use actix_session::Session;
use actix_web::{get, http::header::LOCATION, web, HttpResponse};
use serde::Deserialize;
use url::Url;

const TRUSTED_HOSTS: &[&str] = &["www.example.com", "app.example.com", "docs.example.com"];

const DEFAULT_RETURN: &str = "https://www.example.com/";

#[derive(Deserialize)]
pub struct LogoutParams {
    continue_to: Option<String>,
}

fn pick_destination(params: &LogoutParams) -> String {
    if let Some(raw) = params.continue_to.as_deref() {
        if let Ok(url) = Url::parse(raw) {
            let host_ok = url.host_str().map_or(false, |h| TRUSTED_HOSTS.contains(&h));
            if url.scheme() == "https" && host_ok && url.username().is_empty() {
                return url.to_string();
            }
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
