// A mosaic commission portal program of the h64 set (cwe-347-jwt).
use axum::{
    extract::{Path, State},
    http::{HeaderMap, StatusCode},
    routing::{get, post},
    Json, Router,
};
use hmac::{Hmac, Mac};
use jwt::{Header, SignWithKey, Token};
use serde::{Deserialize, Serialize};
use sha2::Sha256;
use std::sync::Arc;

// Commission portal of the mosaic studio: clients follow progress of their
// panels; studio artists can additionally see the cost sheet.
#[derive(Serialize, Deserialize, Clone)]
struct Claims {
    sub: String,
    role: String,
    commissions: Vec<u32>,
    exp: i64,
}

struct AppState {
    signing_key: Hmac<Sha256>,
    db: sqlx::PgPool,
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers.get("authorization")?.to_str().ok()?.split_once("Bearer ").map(|(_, t)| t.trim())
}

fn claims_from(headers: &HeaderMap) -> Result<Claims, StatusCode> {
    let raw = bearer(headers).ok_or(StatusCode::UNAUTHORIZED)?;
    let token: Token<Header, Claims, _> = Token::parse_unverified(raw).map_err(|_| StatusCode::UNAUTHORIZED)?;
    let claims = token.claims().clone();
    if claims.exp < chrono::Utc::now().timestamp() {
        return Err(StatusCode::UNAUTHORIZED);
    }
    Ok(claims)
}

#[derive(Serialize, sqlx::FromRow)]
struct Panel {
    id: i32,
    title: String,
    tesserae_laid: i64,
    tesserae_total: i64,
    cost_pence: i64,
}

async fn commission(
    State(state): State<Arc<AppState>>,
    Path(commission_id): Path<u32>,
    headers: HeaderMap,
) -> Result<Json<Vec<Panel>>, StatusCode> {
    let claims = claims_from(&headers)?;
    if claims.role != "artist" && !claims.commissions.contains(&commission_id) {
        return Err(StatusCode::FORBIDDEN);
    }
    let mut panels: Vec<Panel> = sqlx::query_as(
        "SELECT id, title, tesserae_laid, tesserae_total, cost_pence FROM panels WHERE commission_id = $1 ORDER BY id",
    )
    .bind(commission_id as i32)
    .fetch_all(&state.db)
    .await
    .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    if claims.role != "artist" {
        panels.iter_mut().for_each(|p| p.cost_pence = 0);
    }
    Ok(Json(panels))
}

// Re-issues a short-lived token for an already signed-in user.
async fn refresh(State(state): State<Arc<AppState>>, headers: HeaderMap) -> Result<String, StatusCode> {
    let mut claims = claims_from(&headers)?;
    claims.exp = chrono::Utc::now().timestamp() + 3600;
    claims.sign_with_key(&state.signing_key).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let secret = hex::decode(std::env::var("PORTAL_JWT_SECRET")?)?;
    let state = Arc::new(AppState {
        signing_key: Hmac::new_from_slice(&secret)?,
        db: sqlx::PgPool::connect(&std::env::var("DATABASE_URL")?).await?,
    });
    let app = Router::new()
        .route("/commissions/{id}", get(commission))
        .route("/token/refresh", post(refresh))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8087").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
