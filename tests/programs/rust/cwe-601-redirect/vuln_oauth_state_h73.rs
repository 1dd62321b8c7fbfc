// A oauth state program of the h73 set (cwe-601-redirect).
#[macro_use]
extern crate rocket;

use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use regex::Regex;
use rocket::http::{CookieJar, Status};
use rocket::response::Redirect;
use rocket::State;
use serde::Deserialize;

const HOME: &str = "https://www.lavatubetours.com/";

struct ReturnRules {
    allowed: Regex,
}

#[derive(Deserialize)]
struct OAuthState {
    nonce: String,
    #[serde(rename = "return")]
    return_to: Option<String>,
}

fn decode_state(raw: &str) -> Option<OAuthState> {
    let bytes = URL_SAFE_NO_PAD.decode(raw.trim().trim_end_matches('=')).ok()?;
    let text = String::from_utf8(bytes).ok()?;
    serde_json::from_str(&text).ok()
}

async fn exchange_code(code: &str) -> Result<String, Status> {
    let client = reqwest::Client::new();
    let resp = client
        .post("https://auth.lavatubetours.com/oauth/token")
        .form(&[("grant_type", "authorization_code"), ("code", code)])
        .send()
        .await
        .map_err(|_| Status::BadGateway)?;
    if !resp.status().is_success() {
        return Err(Status::Unauthorized);
    }
    let body: serde_json::Value = resp.json().await.map_err(|_| Status::BadGateway)?;
    body["session"].as_str().map(str::to_owned).ok_or(Status::BadGateway)
}

#[get("/oauth/callback?<code>&<state>")]
async fn callback(
    code: &str,
    state: &str,
    cookies: &CookieJar<'_>,
    rules: &State<ReturnRules>,
) -> Result<Redirect, Status> {
    let parsed = decode_state(state).ok_or(Status::BadRequest)?;
    let expected = cookies.get("oauth_nonce").map(|c| c.value().to_string());
    if expected.as_deref() != Some(parsed.nonce.as_str()) {
        return Err(Status::Forbidden);
    }
    cookies.remove("oauth_nonce");

    let session = exchange_code(code).await?;
    cookies.add(("caver_session", session));

    let target = parsed
        .return_to
        .map(|r| r.trim().to_string())
        .filter(|r| rules.allowed.is_match(r))
        .unwrap_or_else(|| HOME.to_string());
    Ok(Redirect::to(target))
}

#[launch]
fn rocket() -> _ {
    let allowed = Regex::new(r"https://(www\.|book\.)?lavatubetours\.com/").unwrap();
    rocket::build()
        .manage(ReturnRules { allowed })
        .mount("/", routes![callback])
}
