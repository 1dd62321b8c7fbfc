// Restores the user session from the "sid" cookie for the admin dashboard routes.
use base64::engine::general_purpose::STANDARD;
use base64::Engine;
use serde::{Deserialize, Serialize};
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

fn load_session(raw: &str) -> Option<Session> {
    let bytes = STANDARD.decode(raw).ok()?;
    bincode::deserialize::<Session>(&bytes).ok()
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
