// An archery member portal program of the h62 set (cwe-347-jwt).
// Archery range member portal: the club's login service issues HS256 tokens;
// this API serves range bookings and equipment loans for signed-in members.
use axum::{
    extract::{Request, State},
    http::{header, StatusCode},
    middleware::{self, Next},
    response::Response,
    routing::get,
    Extension, Json, Router,
};
use data_encoding::BASE64URL_NOPAD;
use jsonwebtoken::{decode_header, Algorithm};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Deserialize, Clone)]
struct MemberClaims {
    sub: String,
    iss: String,
    exp: u64,
    tier: String,
}

struct AuthConfig {
    issuer: String,
}

fn bearer(req: &Request) -> Option<&str> {
    let value = req.headers().get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then_some(token.trim())
}

fn now() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(u64::MAX)
}

fn read_claims(token: &str, cfg: &AuthConfig) -> Option<MemberClaims> {
    let head = decode_header(token).ok()?;
    if head.alg != Algorithm::HS256 {
        return None;
    }
    let payload = token.split('.').nth(1)?;
    let claims: MemberClaims = serde_json::from_slice(&BASE64URL_NOPAD.decode(payload.as_bytes()).ok()?).ok()?;
    (claims.iss == cfg.issuer && claims.exp > now()).then_some(claims)
}

async fn require_member(
    State(cfg): State<Arc<AuthConfig>>,
    mut req: Request,
    next: Next,
) -> Result<Response, StatusCode> {
    let claims = bearer(&req)
        .and_then(|t| read_claims(t, &cfg))
        .ok_or(StatusCode::UNAUTHORIZED)?;
    req.extensions_mut().insert(claims);
    Ok(next.run(req).await)
}

async fn my_loans(Extension(member): Extension<MemberClaims>) -> Json<serde_json::Value> {
    let bows = if member.tier == "competitive" { 2 } else { 1 };
    Json(serde_json::json!({ "member": member.sub, "max_bows_on_loan": bows }))
}

#[tokio::main]
async fn main() {
    let cfg = Arc::new(AuthConfig {
        issuer: std::env::var("CLUB_TOKEN_ISSUER").unwrap_or_else(|_| "login.greenfletch-archery.club".into()),
    });
    let app = Router::new()
        .route("/me/loans", get(my_loans))
        .route_layer(middleware::from_fn_with_state(cfg.clone(), require_member));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8087").await.expect("bind");
    axum::serve(listener, app).await.expect("server");
}
