// Library account recovery: emails patrons a password reset link carrying a one-time token.
use rocket::{http::Status, post, serde::json::Json, State};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

const TOKEN_TTL: Duration = Duration::from_secs(30 * 60);

#[derive(Deserialize)]
pub struct ResetRequest {
    email: String,
}

pub struct ResetStore {
    pending: Mutex<HashMap<String, (String, Instant)>>,
    notify: Box<dyn Fn(&str, String) + Send + Sync>,
}

fn new_token() -> String {
    (0..4).map(|_| format!("{:016x}", fastrand::u64(..))).collect()
}

fn link_builder(base: &'static str) -> impl Fn(&str) -> String {
    move |token| format!("{}/account/reset?token={}", base, token)
}

fn normalise(email: &str) -> Option<String> {
    let e = email.trim().to_lowercase();
    (e.contains('@') && e.len() <= 254).then_some(e)
}

#[post("/account/reset", data = "<req>")]
pub fn request_reset(req: Json<ResetRequest>, store: &State<ResetStore>) -> Status {
    let Some(email) = normalise(&req.email) else {
        return Status::UnprocessableEntity;
    };
    let token = new_token();
    let link = link_builder("https://catalogue.citylibrary.example.org")(&token);
    {
        let mut pending = store.pending.lock().unwrap();
        pending.retain(|_, (_, issued)| issued.elapsed() < TOKEN_TTL);
        pending.insert(token, (email.clone(), Instant::now()));
    }
    (store.notify)(&email, link);
    Status::Accepted
}
