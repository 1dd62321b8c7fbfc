// A roster email program of the h73 set (cwe-352-csrf).
use axum::{
    body::Bytes,
    extract::State,
    http::{header, HeaderMap, StatusCode},
    response::{Html, IntoResponse, Redirect, Response},
    routing::{get, post},
    Router,
};
use rand::{distr::Alphanumeric, Rng};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use subtle::ConstantTimeEq;

struct Session {
    member_id: u32,
    csrf_token: String,
}

#[derive(Default)]
struct Club {
    pins: HashMap<u32, String>,
    sessions: RwLock<HashMap<String, Session>>,
    emails: RwLock<HashMap<u32, String>>,
}

#[derive(Deserialize)]
struct LoginForm {
    member_id: u32,
    pin: String,
}

#[derive(Deserialize)]
struct ContactForm {
    email: String,
    #[serde(default)]
    csrf_token: Option<String>,
}

fn random_token() -> String {
    rand::rng().sample_iter(&Alphanumeric).take(32).map(char::from).collect()
}

fn session_id(headers: &HeaderMap) -> Option<String> {
    let cookies = headers.get(header::COOKIE)?.to_str().ok()?;
    cookies
        .split(';')
        .filter_map(|pair| pair.trim().split_once('='))
        .find(|(name, _)| *name == "rink_sid")
        .map(|(_, value)| value.to_string())
}

async fn login(State(club): State<Arc<Club>>, body: Bytes) -> Response {
    let Ok(form) = serde_urlencoded::from_bytes::<LoginForm>(&body) else {
        return (StatusCode::BAD_REQUEST, "malformed form").into_response();
    };
    if club.pins.get(&form.member_id).map(String::as_str) != Some(form.pin.trim()) {
        return (StatusCode::UNAUTHORIZED, "member number or PIN incorrect").into_response();
    }
    let sid = random_token();
    let session = Session { member_id: form.member_id, csrf_token: random_token() };
    club.sessions.write().unwrap().insert(sid.clone(), session);
    // the members area is framed inside the club's main website, so the cookie has to be cross-site
    let cookie = format!("rink_sid={sid}; Path=/; HttpOnly; Secure; SameSite=None");
    ([(header::SET_COOKIE, cookie)], Redirect::to("/members/contact")).into_response()
}

async fn contact_page(State(club): State<Arc<Club>>, headers: HeaderMap) -> Response {
    let sessions = club.sessions.read().unwrap();
    let Some(session) = session_id(&headers).and_then(|sid| sessions.get(&sid)) else {
        return Redirect::to("/login").into_response();
    };
    Html(format!(
        "<form method=\"post\"><input type=\"email\" name=\"email\">\
         <input type=\"hidden\" name=\"csrf_token\" value=\"{}\"><button>Save</button></form>",
        session.csrf_token
    ))
    .into_response()
}

async fn update_contact(State(club): State<Arc<Club>>, headers: HeaderMap, body: Bytes) -> Response {
    let Some(sid) = session_id(&headers) else {
        return Redirect::to("/login").into_response();
    };
    let form: ContactForm = match serde_urlencoded::from_bytes(&body) {
        Ok(f) => f,
        Err(_) => return (StatusCode::BAD_REQUEST, "malformed form").into_response(),
    };

    let member_id = {
        let sessions = club.sessions.read().unwrap();
        let Some(session) = sessions.get(&sid) else {
            return Redirect::to("/login").into_response();
        };
        let sent = form.csrf_token.as_deref().map(str::trim).unwrap_or("");
        let matches: bool = sent.as_bytes().ct_eq(session.csrf_token.as_bytes()).into();
        if sent.is_empty() || !matches {
            return (StatusCode::FORBIDDEN, "form expired, please reload").into_response();
        }
        session.member_id
    };

    let email = form.email.trim().to_lowercase();
    let valid = email
        .split_once('@')
        .is_some_and(|(local, domain)| !local.is_empty() && domain.contains('.'));
    if !valid {
        return (StatusCode::UNPROCESSABLE_ENTITY, "that doesn't look like an email").into_response();
    }
    club.emails.write().unwrap().insert(member_id, email);
    Html("<p>Contact email updated. Draw notices will go to the new address.</p>").into_response()
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let pins = std::fs::read_to_string("/etc/rinkside/member-pins.txt")?
        .lines()
        .filter_map(|l| l.split_once(':'))
        .filter_map(|(id, pin)| Some((id.trim().parse().ok()?, pin.trim().to_string())))
        .collect();
    let club = Arc::new(Club { pins, ..Club::default() });
    let app = Router::new()
        .route("/login", post(login))
        .route("/members/contact", get(contact_page).post(update_contact))
        .with_state(club);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8075").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
