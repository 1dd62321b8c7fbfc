// A mobile dog groomer password reset token program of the h76 set (cwe-330-random).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use lettre::message::Mailbox;
use lettre::{Message, SmtpTransport, Transport};
use rand::rngs::SmallRng;
use rand::{RngCore, SeedableRng};
use serde::Deserialize;

trait TokenSource: Send {
    fn fill(&mut self, buf: &mut [u8]);
}

struct SeededSource {
    rng: SmallRng,
}

impl SeededSource {
    fn from_clock() -> Self {
        let nanos = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        Self { rng: SmallRng::seed_from_u64(nanos) }
    }
}

impl TokenSource for SeededSource {
    fn fill(&mut self, buf: &mut [u8]) {
        self.rng.fill_bytes(buf);
    }
}

type Notify = Box<dyn Fn(&str, &str) + Send + Sync>;

struct ResetIssuer {
    source: Mutex<Box<dyn TokenSource>>,
    pending: Mutex<HashMap<String, (String, Instant)>>,
    ttl: Duration,
    notify: Notify,
}

impl ResetIssuer {
    fn new(source: Box<dyn TokenSource>, ttl: Duration, notify: Notify) -> Self {
        Self { source: Mutex::new(source), pending: Mutex::new(HashMap::new()), ttl, notify }
    }

    fn issue(&self, email: &str) {
        let mut raw = [0u8; 24];
        self.source.lock().unwrap().fill(&mut raw);
        let token = hex::encode(raw);
        self.pending
            .lock()
            .unwrap()
            .insert(token.clone(), (email.to_string(), Instant::now() + self.ttl));
        (self.notify)(email, &format!("https://book.wagsandsuds.example/reset?token={token}"));
    }

    fn redeem(&self, token: &str) -> Option<String> {
        let (email, deadline) = self.pending.lock().unwrap().remove(token)?;
        (Instant::now() < deadline).then_some(email)
    }
}

#[derive(Deserialize)]
struct ResetRequest {
    email: String,
}

#[derive(Deserialize)]
struct ResetConfirm {
    token: String,
    new_password: String,
}

async fn request_reset(State(issuer): State<Arc<ResetIssuer>>, Json(req): Json<ResetRequest>) -> StatusCode {
    let _ = tokio::task::spawn_blocking(move || issuer.issue(&req.email)).await;
    StatusCode::ACCEPTED
}

async fn confirm_reset(State(issuer): State<Arc<ResetIssuer>>, Json(req): Json<ResetConfirm>) -> StatusCode {
    match issuer.redeem(&req.token) {
        Some(email) if req.new_password.len() >= 10 => {
            println!("password updated for {email}");
            StatusCode::NO_CONTENT
        }
        Some(_) => StatusCode::UNPROCESSABLE_ENTITY,
        None => StatusCode::FORBIDDEN,
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let mailer = SmtpTransport::relay("smtp.wagsandsuds.example")?.build();
    let notify: Notify = Box::new(move |email: &str, link: &str| {
        let Ok(to) = email.parse::<Mailbox>() else { return };
        let message = Message::builder()
            .from("Wags & Suds <noreply@wagsandsuds.example>".parse().expect("sender address"))
            .to(to)
            .subject("Reset your grooming account password")
            .body(format!("Use this link within 30 minutes: {link}"));
        if let Ok(message) = message {
            let _ = mailer.send(&message);
        }
    });
    let issuer = Arc::new(ResetIssuer::new(
        Box::new(SeededSource::from_clock()),
        Duration::from_secs(30 * 60),
        notify,
    ));
    let app = Router::new()
        .route("/password-reset", post(request_reset))
        .route("/password-reset/confirm", post(confirm_reset))
        .with_state(issuer);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8110").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
