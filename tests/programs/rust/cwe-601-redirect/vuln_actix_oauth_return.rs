// Actix-web OAuth callback that completes sign-in and returns the user to the originating app.
use actix_web::{cookie::Cookie, get, http::header, web, HttpRequest, HttpResponse};
use serde::Deserialize;
use url::Url;

#[derive(Deserialize)]
pub struct CallbackParams {
    code: String,
    state: String,
    return_to: Option<String>,
}

#[derive(Deserialize)]
struct TokenResponse {
    access_token: String,
}

pub struct OAuthSettings {
    pub token_endpoint: String,
    pub client_id: String,
    pub default_return: String,
    pub trusted_suffix: String,
}

fn trusted_destination(raw: &str, settings: &OAuthSettings) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    if url.scheme() != "https" {
        return None;
    }
    let host = url.host_str()?;
    if host.ends_with(&settings.trusted_suffix) {
        Some(url)
    } else {
        None
    }
}

async fn exchange_code(http: &reqwest::Client, settings: &OAuthSettings, code: &str) -> reqwest::Result<String> {
    let form = [("grant_type", "authorization_code"), ("code", code), ("client_id", settings.client_id.as_str())];
    let token: TokenResponse = http.post(&settings.token_endpoint).form(&form).send().await?.error_for_status()?.json().await?;
    Ok(token.access_token)
}

#[get("/oauth/callback")]
pub async fn callback(
    req: HttpRequest,
    q: web::Query<CallbackParams>,
    settings: web::Data<OAuthSettings>,
    http: web::Data<reqwest::Client>,
) -> HttpResponse {
    if req.cookie("oauth_state").map(|c| c.value().to_owned()) != Some(q.state.clone()) {
        return HttpResponse::BadRequest().body("state mismatch");
    }
    let Ok(session) = exchange_code(&http, &settings, &q.code).await else {
        return HttpResponse::BadRequest().body("login failed");
    };
    let destination = q
        .return_to
        .as_deref()
        .and_then(|r| trusted_destination(r, &settings))
        .map(|u| u.to_string())
        .unwrap_or_else(|| settings.default_return.clone());
    HttpResponse::Found()
        .insert_header((header::LOCATION, destination))
        .cookie(Cookie::build("sid", session).path("/").secure(true).http_only(true).finish())
        .finish()
}
