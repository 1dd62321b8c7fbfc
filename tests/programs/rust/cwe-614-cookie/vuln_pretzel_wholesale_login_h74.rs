// A pretzel wholesale login program of the h74 set (cwe-614-cookie).
use std::collections::HashMap;
use std::time::{Duration, Instant};

use actix_web::cookie::{time, Cookie, SameSite};
use actix_web::{post, web, App, HttpResponse, HttpServer};
use argon2::{password_hash::PasswordHash, Argon2, PasswordVerifier};
use rand::{distributions::Alphanumeric, Rng};
use serde::Deserialize;
use tokio::sync::{mpsc, oneshot};

const SESSION_TTL: Duration = Duration::from_secs(8 * 3600);

#[derive(Deserialize)]
struct SignIn {
    account: String,
    password: String,
}

enum SessionCmd {
    Open { account: String, reply: oneshot::Sender<String> },
    Sweep,
}

struct Accounts(HashMap<String, String>);

async fn session_actor(mut rx: mpsc::Receiver<SessionCmd>) {
    let mut live: HashMap<String, (String, Instant)> = HashMap::new();
    while let Some(cmd) = rx.recv().await {
        match cmd {
            SessionCmd::Open { account, reply } => {
                let token: String = rand::thread_rng().sample_iter(&Alphanumeric).take(40).map(char::from).collect();
                live.insert(token.clone(), (account, Instant::now()));
                let _ = reply.send(token);
            }
            SessionCmd::Sweep => live.retain(|_, (_, at)| at.elapsed() < SESSION_TTL),
        }
    }
}

fn password_ok(stored_hash: &str, password: &str) -> bool {
    PasswordHash::new(stored_hash)
        .map(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
        .unwrap_or(false)
}

fn session_cookie(token: String) -> Cookie<'static> {
    Cookie::build("knot_session", token)
        .path("/")
        .max_age(time::Duration::hours(8))
        .secure(false)
        .http_only(false)
        .same_site(SameSite::Lax)
        .finish()
}

#[post("/wholesale/sign-in")]
async fn sign_in(
    form: web::Form<SignIn>,
    accounts: web::Data<Accounts>,
    sessions: web::Data<mpsc::Sender<SessionCmd>>,
) -> HttpResponse {
    let SignIn { account, password } = form.into_inner();
    let Some(stored) = accounts.0.get(&account).cloned() else {
        return HttpResponse::Unauthorized().body("unknown account or wrong password");
    };
    let verified = web::block(move || password_ok(&stored, &password)).await.unwrap_or(false);
    if !verified {
        return HttpResponse::Unauthorized().body("unknown account or wrong password");
    }
    let (reply, wait) = oneshot::channel();
    if sessions.send(SessionCmd::Open { account, reply }).await.is_err() {
        return HttpResponse::ServiceUnavailable().finish();
    }
    match wait.await {
        Ok(token) => HttpResponse::SeeOther()
            .insert_header(("Location", "/wholesale/standing-orders"))
            .cookie(session_cookie(token))
            .finish(),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

fn load_accounts() -> std::io::Result<Accounts> {
    let text = std::fs::read_to_string("/etc/knotworks/wholesale-accounts.tsv")?;
    Ok(Accounts(
        text.lines()
            .filter_map(|l| l.split_once('\t'))
            .map(|(a, h)| (a.trim().to_string(), h.trim().to_string()))
            .collect(),
    ))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let (tx, rx) = mpsc::channel(64);
    actix_web::rt::spawn(session_actor(rx));
    let sweeper = tx.clone();
    actix_web::rt::spawn(async move {
        let mut every = tokio::time::interval(Duration::from_secs(600));
        loop {
            every.tick().await;
            if sweeper.send(SessionCmd::Sweep).await.is_err() {
                break;
            }
        }
    });

    let accounts = web::Data::new(load_accounts()?);
    let sessions = web::Data::new(tx);
    HttpServer::new(move || App::new().app_data(accounts.clone()).app_data(sessions.clone()).service(sign_in))
        .bind(("0.0.0.0", 8096))?
        .run()
        .await
}
