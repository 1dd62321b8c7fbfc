// Restores the user session from the "sid" cookie for the admin dashboard routes.
use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use warp::{http::StatusCode, Filter, Rejection, Reply};

#[derive(Serialize, Deserialize, Debug)]
struct Session {
    user_id: u64,
    username: String,
    is_admin: bool,
    issued_at: u64,
}

#[derive(Debug)]
struct BadSession;

impl warp::reject::Reject for BadSession {}

type HmacSha256 = Hmac<Sha256>;

fn session_key() -> Vec<u8> {
    std::env::var("SESSION_KEY").expect("SESSION_KEY must be set").into_bytes()
}

fn load_session(raw: &str) -> Option<Session> {
    let (payload_b64, tag_b64) = raw.split_once('.')?;
    let payload = STANDARD.decode(payload_b64).ok()?;
    let tag = STANDARD.decode(tag_b64).ok()?;
    let mut mac = HmacSha256::new_from_slice(&session_key()).ok()?;
    mac.update(&payload);
    mac.verify_slice(&tag).ok()?;
    bincode::deserialize::<Session>(&payload).ok()
}

fn session() -> impl Filter<Extract = (Session,), Error = Rejection> + Clone {
    warp::cookie::<String>("sid").and_then(|raw: String| async move {
        load_session(&raw).ok_or_else(|| warp::reject::custom(BadSession))
    })
}

async fn dashboard(s: Session) -> Result<impl Reply, Rejection> {
    if !s.is_admin {
        let denied = warp::reply::html("<p>forbidden</p>".to_string());
        return Ok(warp::reply::with_status(denied, StatusCode::FORBIDDEN));
    }
    let body = format!("<h1>Admin console</h1><p>signed in as user #{}</p>", s.user_id);
    Ok(warp::reply::with_status(warp::reply::html(body), StatusCode::OK))
}

#[tokio::main]
async fn main() {
    let routes = warp::path!("admin" / "dashboard")
        .and(warp::get())
        .and(session())
        .and_then(dashboard);
    warp::serve(routes).run(([0, 0, 0, 0], 3032)).await;
}
