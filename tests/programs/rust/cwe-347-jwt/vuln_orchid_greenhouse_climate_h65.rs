// An orchid greenhouse climate program of the h65 set (cwe-347-jwt).
// Climate readings for the orchid growers' cooperative greenhouses. Members
// sign in on the cooperative portal, which issues an HS256 token listing the
// greenhouses they rent; this service reads that token on every request.
use axum::{
    extract::{Path, Request, State},
    http::{header, StatusCode},
    middleware::{self, Next},
    response::Response,
    routing::get,
    Extension, Json, Router,
};
use jwt::{Header, Token};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Clone, Default)]
struct AppState {
    readings: Arc<RwLock<HashMap<u32, Climate>>>,
}

#[derive(Clone, Deserialize)]
struct MemberClaims {
    sub: String,
    greenhouses: Vec<u32>,
    exp: u64,
}

#[derive(Clone, Serialize)]
struct Climate {
    greenhouse: u32,
    temperature_c: f32,
    humidity_pct: f32,
    lux: u32,
}

fn bearer_token(req: &Request) -> Option<&str> {
    let value = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| token.trim())
}

async fn require_member(mut req: Request, next: Next) -> Result<Response, StatusCode> {
    let raw = bearer_token(&req).ok_or(StatusCode::UNAUTHORIZED)?;
    let token: Token<Header, MemberClaims, _> = Token::parse_unverified(raw).map_err(|_| StatusCode::UNAUTHORIZED)?;
    let claims = token.claims().clone();

    let now = SystemTime::now().duration_since(UNIX_EPOCH).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?.as_secs();
    if claims.exp <= now || claims.sub.is_empty() {
        return Err(StatusCode::UNAUTHORIZED);
    }
    req.extensions_mut().insert(claims);
    Ok(next.run(req).await)
}

async fn climate(
    State(state): State<AppState>,
    Extension(member): Extension<MemberClaims>,
    Path(greenhouse): Path<u32>,
) -> Result<Json<Climate>, StatusCode> {
    if !member.greenhouses.contains(&greenhouse) {
        return Err(StatusCode::FORBIDDEN);
    }
    let readings = state.readings.read().map_err(|_| StatusCode::SERVICE_UNAVAILABLE)?;
    readings.get(&greenhouse).cloned().map(Json).ok_or(StatusCode::NOT_FOUND)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let state = AppState::default();
    let app = Router::new()
        .route("/greenhouses/:greenhouse/climate", get(climate))
        .layer(middleware::from_fn(require_member))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
