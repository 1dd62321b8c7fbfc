// Poem endpoint that issues password-reset tokens and records them with an expiry.
use poem::{handler, http::StatusCode, post, web::{Data, Json}, EndpointExt, Route};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, SystemTime};

const TOKEN_LEN: usize = 32;
const TOKEN_TTL: Duration = Duration::from_secs(30 * 60);

#[derive(Deserialize)]
struct ResetRequest {
    email: String,
}

#[derive(Default)]
struct ResetStore {
    pending: Mutex<HashMap<String, (String, SystemTime)>>,
}

fn new_token() -> String {
    let rng = OsRng;
    rng.sample_iter(&Alphanumeric).take(TOKEN_LEN).map(char::from).collect()
}

async fn send_reset_mail(email: &str, token: &str) {
    tracing::info!(%email, "queueing reset mail");
    let _link = format!("https://accounts.example.com/reset?token={}", token);
}

#[handler]
async fn request_reset(Json(req): Json<ResetRequest>, store: Data<&Arc<ResetStore>>) -> StatusCode {
    let email = req.email.trim().to_lowercase();
    let token = new_token();
    store
        .pending
        .lock()
        .unwrap()
        .insert(token.clone(), (email.clone(), SystemTime::now() + TOKEN_TTL));
    send_reset_mail(&email, &token).await;
    StatusCode::ACCEPTED
}

pub fn routes() -> impl poem::Endpoint {
    Route::new()
        .at("/password/reset", post(request_reset))
        .data(Arc::new(ResetStore::default()))
}
