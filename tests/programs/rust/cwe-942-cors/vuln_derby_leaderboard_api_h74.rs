// A derby leaderboard api program of the h74 set (cwe-942-cors).
use std::collections::HashMap;
use std::sync::Arc;

use axum::{
    extract::State,
    http::{header, Method, StatusCode},
    routing::{get, post},
    Json, Router,
};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use dashmap::DashMap;
use serde::{Deserialize, Serialize};
use tokio::sync::{mpsc, watch};
use tower_http::cors::{AllowOrigin, CorsLayer};

#[derive(Deserialize, Serialize, Clone)]
struct CatchReport {
    species: String,
    length_cm: f32,
    hole_lat: f64,
    hole_lon: f64,
}

#[derive(Deserialize)]
struct SignIn {
    angler: String,
    derby_pin: String,
}

#[derive(Serialize, Clone, Default)]
struct Standing {
    angler: String,
    best_pike_cm: f32,
    catches: u32,
}

#[derive(Clone)]
struct Derby {
    sessions: Arc<DashMap<String, String>>,
    logbook: Arc<DashMap<String, Vec<CatchReport>>>,
    reports: mpsc::Sender<(String, CatchReport)>,
    board: watch::Receiver<Vec<Standing>>,
}

async fn scorer(mut rx: mpsc::Receiver<(String, CatchReport)>, board: watch::Sender<Vec<Standing>>) {
    let mut table: HashMap<String, Standing> = HashMap::new();
    while let Some((angler, c)) = rx.recv().await {
        let entry = table.entry(angler.clone()).or_insert_with(|| Standing { angler, ..Default::default() });
        entry.catches += 1;
        if c.species.eq_ignore_ascii_case("pike") && c.length_cm > entry.best_pike_cm {
            entry.best_pike_cm = c.length_cm;
        }
        let mut ranked: Vec<Standing> = table.values().cloned().collect();
        ranked.sort_by(|a, b| b.best_pike_cm.total_cmp(&a.best_pike_cm));
        board.send_replace(ranked);
    }
}

fn angler_of(derby: &Derby, jar: &CookieJar) -> Option<String> {
    let sid = jar.get("angler_session")?;
    derby.sessions.get(sid.value()).map(|a| a.clone())
}

async fn sign_in(State(derby): State<Derby>, jar: CookieJar, Json(req): Json<SignIn>) -> Result<CookieJar, StatusCode> {
    let pin = std::env::var("DERBY_ENTRY_PIN").map_err(|_| StatusCode::SERVICE_UNAVAILABLE)?;
    if req.derby_pin != pin || req.angler.trim().is_empty() {
        return Err(StatusCode::UNAUTHORIZED);
    }
    let sid = uuid::Uuid::new_v4().to_string();
    derby.sessions.insert(sid.clone(), req.angler.trim().to_string());
    // the derby web app is served from its own domain, so the API cookie must be sent cross-site
    let cookie = Cookie::build(("angler_session", sid)).secure(true).http_only(true).same_site(SameSite::None);
    Ok(jar.add(cookie))
}

async fn leaderboard(State(derby): State<Derby>) -> Json<Vec<Standing>> {
    Json(derby.board.borrow().clone())
}

async fn my_catches(State(derby): State<Derby>, jar: CookieJar) -> Result<Json<Vec<CatchReport>>, StatusCode> {
    let angler = angler_of(&derby, &jar).ok_or(StatusCode::UNAUTHORIZED)?;
    Ok(Json(derby.logbook.get(&angler).map(|v| v.clone()).unwrap_or_default()))
}

async fn report_catch(State(derby): State<Derby>, jar: CookieJar, Json(report): Json<CatchReport>) -> StatusCode {
    let Some(angler) = angler_of(&derby, &jar) else {
        return StatusCode::UNAUTHORIZED;
    };
    if !(5.0..=160.0).contains(&report.length_cm) {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    derby.logbook.entry(angler.clone()).or_default().push(report.clone());
    match derby.reports.send((angler, report)).await {
        Ok(()) => StatusCode::ACCEPTED,
        Err(_) => StatusCode::SERVICE_UNAVAILABLE,
    }
}

fn cors() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::mirror_request())
        .allow_credentials(true)
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
}

#[tokio::main]
async fn main() {
    let (tx, rx) = mpsc::channel(512);
    let (board_tx, board_rx) = watch::channel(Vec::new());
    tokio::spawn(scorer(rx, board_tx));

    let derby = Derby { sessions: Arc::default(), logbook: Arc::default(), reports: tx, board: board_rx };
    let app = Router::new()
        .route("/sign-in", post(sign_in))
        .route("/leaderboard", get(leaderboard))
        .route("/me/catches", get(my_catches).post(report_catch))
        .layer(cors())
        .with_state(derby);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8100").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
