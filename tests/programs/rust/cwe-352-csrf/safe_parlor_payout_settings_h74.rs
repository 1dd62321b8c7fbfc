// A parlor payout settings program of the h74 set (cwe-352-csrf).
use std::sync::Arc;

use axum::{
    extract::State,
    http::StatusCode,
    response::{Html, IntoResponse, Redirect},
    routing::{get, post},
    Form, Router,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use dashmap::DashMap;
use rand::{distributions::Alphanumeric, Rng};
use serde::Deserialize;
use tokio::sync::mpsc;

#[derive(Clone)]
struct Session {
    owner: String,
    csrf: String,
}

#[derive(Clone)]
struct AppState {
    sessions: Arc<DashMap<String, Session>>,
    payouts: Arc<DashMap<String, String>>,
    notices: mpsc::Sender<(String, String)>,
}

#[derive(Deserialize)]
struct LoginForm {
    owner: String,
    pin: String,
}

#[derive(Deserialize)]
struct PayoutForm {
    iban: String,
    csrf_token: String,
}

fn random_token(len: usize) -> String {
    rand::thread_rng().sample_iter(&Alphanumeric).take(len).map(char::from).collect()
}

async fn login(State(st): State<AppState>, jar: CookieJar, Form(f): Form<LoginForm>) -> impl IntoResponse {
    let expected = std::env::var(format!("PIN_{}", f.owner.to_uppercase())).unwrap_or_default();
    if expected.is_empty() || expected != f.pin {
        return (jar, Redirect::to("/login?failed=1"));
    }
    let sid = random_token(32);
    st.sessions.insert(sid.clone(), Session { owner: f.owner, csrf: random_token(32) });
    // the settings page is framed inside the franchise portal, so the cookie has to travel cross-site
    let cookie = Cookie::build(("parlor_sid", sid)).http_only(true).secure(true).same_site(SameSite::None).path("/");
    (jar.add(cookie), Redirect::to("/settings/payout"))
}

async fn payout_page(State(st): State<AppState>, jar: CookieJar) -> Result<Html<String>, StatusCode> {
    let sid = jar.get("parlor_sid").ok_or(StatusCode::UNAUTHORIZED)?.value().to_string();
    let s = st.sessions.get(&sid).ok_or(StatusCode::UNAUTHORIZED)?.clone();
    Ok(Html(format!(
        "<form method=post action=/settings/payout><input name=iban><input type=hidden name=csrf_token value={}><button>Save</button></form>",
        s.csrf
    )))
}

async fn check_csrf(sessions: Arc<DashMap<String, Session>>, sid: String, submitted: String) -> bool {
    match sessions.get(&sid) {
        Some(s) => s.csrf.len() == submitted.len() && s.csrf.as_bytes() == submitted.as_bytes(),
        None => false,
    }
}

async fn update_payout(State(st): State<AppState>, jar: CookieJar, Form(f): Form<PayoutForm>) -> StatusCode {
    let Some(sid) = jar.get("parlor_sid").map(|c| c.value().to_string()) else {
        return StatusCode::UNAUTHORIZED;
    };
    let Some(owner) = st.sessions.get(&sid).map(|s| s.owner.clone()) else {
        return StatusCode::UNAUTHORIZED;
    };
    let csrf_ok = tokio::spawn(check_csrf(st.sessions.clone(), sid, f.csrf_token));
    let iban: String = f.iban.chars().filter(|c| !c.is_whitespace()).collect();
    if iban.len() < 15 || iban.len() > 34 || !iban.chars().all(|c| c.is_ascii_alphanumeric()) {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    if !csrf_ok.await.unwrap_or(false) {
        return StatusCode::FORBIDDEN;
    }
    st.payouts.insert(owner.clone(), iban.clone());
    let _ = st.notices.send((owner, format!("payout account changed to ...{}", &iban[iban.len() - 4..]))).await;
    StatusCode::NO_CONTENT
}

async fn notice_mailer(mut rx: mpsc::Receiver<(String, String)>) {
    while let Some((owner, text)) = rx.recv().await {
        println!("mail to {owner}@owners.gelato-lane.com: {text}");
    }
}

#[tokio::main]
async fn main() {
    let (tx, rx) = mpsc::channel(100);
    tokio::spawn(notice_mailer(rx));
    let state = AppState { sessions: Arc::default(), payouts: Arc::default(), notices: tx };
    let app = Router::new()
        .route("/login", post(login))
        .route("/settings/payout", get(payout_page).post(update_payout))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8094").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
