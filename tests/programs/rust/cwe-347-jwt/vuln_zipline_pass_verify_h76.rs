// A canyon zipline park rider pass verification program of the h76 set (cwe-347-jwt).
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::{
    extract::{Request, State},
    http::{header, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::post,
    Extension, Json, Router,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use jsonwebtoken::{Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};

#[derive(Clone, Serialize, Deserialize)]
struct PassClaims {
    sub: String,
    lines: Vec<String>,
    weight_class: String,
    exp: u64,
}

struct PassVerifier {
    key: DecodingKey,
    validation: Validation,
}

impl PassVerifier {
    fn new(secret: &[u8]) -> Self {
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&["zipline-ticketing"]);
        Self { key: DecodingKey::from_secret(secret), validation }
    }

    fn claims(&self, token: &str) -> Option<PassClaims> {
        let payload = token.split('.').nth(1)?;
        let bytes = URL_SAFE_NO_PAD.decode(payload).ok()?;
        let claims: PassClaims = serde_json::from_slice(&bytes).ok()?;
        let now = SystemTime::now().duration_since(UNIX_EPOCH).ok()?.as_secs();
        (claims.exp > now).then_some(claims)
    }
}

async fn require_pass(State(verifier): State<Arc<PassVerifier>>, mut request: Request, next: Next) -> Response {
    let token = request
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "));
    match token.and_then(|t| verifier.claims(t)) {
        Some(claims) => {
            request.extensions_mut().insert(claims);
            next.run(request).await
        }
        None => StatusCode::UNAUTHORIZED.into_response(),
    }
}

#[derive(Deserialize)]
struct Boarding {
    line: String,
    platform: u8,
}

async fn board(Extension(claims): Extension<PassClaims>, Json(boarding): Json<Boarding>) -> Response {
    if !claims.lines.iter().any(|l| l == &boarding.line) {
        return (StatusCode::FORBIDDEN, "pass does not cover this line").into_response();
    }
    Json(serde_json::json!({
        "rider": claims.sub,
        "line": boarding.line,
        "platform": boarding.platform,
        "trolley_setting": claims.weight_class,
    }))
    .into_response()
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let verifier = Arc::new(PassVerifier::new(std::env::var("PASS_SIGNING_KEY")?.as_bytes()));
    let app = Router::new()
        .route("/board", post(board))
        .route_layer(middleware::from_fn_with_state(verifier.clone(), require_pass));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8130").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
