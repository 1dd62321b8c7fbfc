// A bout scores api program of the h68 set (cwe-942-cors).
// fencing clubs: scoring API used by the club's tournament web app to record bout results for logged-in referees
use std::{collections::HashMap, sync::Arc};

use axum::{
    extract::{Path, State},
    http::{header, HeaderValue, Method, StatusCode},
    routing::{get, post},
    Json, Router,
};
use axum_extra::extract::cookie::CookieJar;
use serde::{Deserialize, Serialize};
use tokio::sync::RwLock;
use tower_http::cors::{AllowOrigin, CorsLayer};

const CLUB_DOMAIN: &str = "fechtclub-rapier.de";

#[derive(Clone, Serialize, Deserialize)]
struct Bout {
    pool: u8,
    left: String,
    right: String,
    touches: (u8, u8),
}

#[derive(Clone, Default)]
struct Tournament {
    bouts: Arc<RwLock<HashMap<u32, Bout>>>,
    referees: Arc<RwLock<HashMap<String, String>>>,
}

async fn referee(state: &Tournament, jar: &CookieJar) -> Option<String> {
    let sid = jar.get("ref_session")?.value().to_owned();
    state.referees.read().await.get(&sid).cloned()
}

async fn record_bout(
    State(state): State<Tournament>,
    jar: CookieJar,
    Path(bout_id): Path<u32>,
    Json(bout): Json<Bout>,
) -> Result<StatusCode, StatusCode> {
    let who = referee(&state, &jar).await.ok_or(StatusCode::UNAUTHORIZED)?;
    let Bout { touches: (l, r), pool, .. } = &bout;
    if *l > 5 || *r > 5 || l == r || *pool == 0 {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }
    tracing::info!(bout_id, %who, "bout recorded");
    state.bouts.write().await.insert(bout_id, bout);
    Ok(StatusCode::NO_CONTENT)
}

async fn pool_results(
    State(state): State<Tournament>,
    Path(pool): Path<u8>,
) -> Json<Vec<(u32, Bout)>> {
    let bouts = state.bouts.read().await;
    Json(
        bouts
            .iter()
            .filter(|(_, b)| b.pool == pool)
            .map(|(id, b)| (*id, b.clone()))
            .collect(),
    )
}

fn club_origin(origin: &HeaderValue) -> bool {
    origin
        .to_str()
        .ok()
        .and_then(|o| o.strip_prefix("https://"))
        .is_some_and(|host| host.ends_with(CLUB_DOMAIN))
}

fn cors() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::predicate(|origin, _parts| club_origin(origin)))
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true)
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt::init();
    let app = Router::new()
        .route("/bouts/:id", post(record_bout))
        .route("/pools/:pool", get(pool_results))
        .layer(cors())
        .with_state(Tournament::default());
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8065").await?;
    axum::serve(listener, app).await
}
