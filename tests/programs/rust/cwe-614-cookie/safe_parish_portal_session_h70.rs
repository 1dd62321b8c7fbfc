// A parish portal session program of the h70 set (cwe-614-cookie).
use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Redirect},
    routing::post,
    Form, Router,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use rand::{distributions::Alphanumeric, Rng};
use serde::Deserialize;
use std::{
    collections::HashMap,
    sync::{Arc, RwLock},
};
use time::Duration;

#[derive(Deserialize)]
struct SignIn {
    parish_code: String,
    access_key: String,
}

struct Project {
    parish: String,
    instrument: String,
    access_key: String,
}

#[derive(Default)]
struct Portal {
    projects: HashMap<String, Project>,
    sessions: RwLock<HashMap<String, String>>,
}

fn new_session_id() -> String {
    rand::thread_rng()
        .sample_iter(&Alphanumeric)
        .take(40)
        .map(char::from)
        .collect()
}

fn session_cookie(id: String) -> Cookie<'static> {
    Cookie::build(("parish_sid", id))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Strict)
        .max_age(Duration::days(30))
        .build()
}

async fn sign_in(
    State(portal): State<Arc<Portal>>,
    jar: CookieJar,
    Form(form): Form<SignIn>,
) -> impl IntoResponse {
    let code = form.parish_code.trim().to_uppercase();
    let project = portal
        .projects
        .get(&code)
        .filter(|p| p.access_key == form.access_key);

    match project {
        Some(p) => {
            let id = new_session_id();
            portal.sessions.write().unwrap().insert(id.clone(), code.clone());
            println!("{} signed in to follow work on the {}", p.parish, p.instrument);
            (jar.add(session_cookie(id)), Redirect::to("/project")).into_response()
        }
        None => (StatusCode::UNAUTHORIZED, "unknown parish code or key").into_response(),
    }
}

fn demo_projects() -> HashMap<String, Project> {
    [
        ("STM-YORK", "St Martin's, Coney Street", "1858 Hill & Son, 3 manuals"),
        ("HTR-LEEDS", "Holy Trinity, Boar Lane", "1913 Binns, 2 manuals"),
    ]
    .into_iter()
    .map(|(code, parish, instrument)| {
        let key = std::env::var(format!("PORTAL_KEY_{}", code.replace('-', "_"))).unwrap_or_default();
        (
            code.to_string(),
            Project { parish: parish.into(), instrument: instrument.into(), access_key: key },
        )
    })
    .filter(|(_, p)| !p.access_key.is_empty())
    .collect()
}

#[tokio::main]
async fn main() {
    let portal = Portal { projects: demo_projects(), ..Default::default() };
    let app = Router::new()
        .route("/sign-in", post(sign_in))
        .with_state(Arc::new(portal));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8022").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
