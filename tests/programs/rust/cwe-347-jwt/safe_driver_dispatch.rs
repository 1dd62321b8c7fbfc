// Axum extractor and handler that identify a delivery driver from the bearer token and hand out the next dispatch job.
use std::{collections::{HashMap, VecDeque}, sync::{Arc, Mutex}};

use axum::{async_trait, extract::{FromRequestParts, State}, http::{header::AUTHORIZATION, request::Parts, StatusCode}, routing::post, Json, Router};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use once_cell::sync::Lazy;
use serde::{Deserialize, Serialize};

#[derive(Deserialize, Clone)]
pub struct DriverClaims {
    pub sub: String,
    pub depot: String,
    pub role: String,
    pub exp: u64,
}

pub struct AuthDriver(pub DriverClaims);

static DISPATCH_KEY: Lazy<DecodingKey> = Lazy::new(|| {
    let secret = std::env::var("DISPATCH_JWT_SECRET").expect("DISPATCH_JWT_SECRET must be set");
    DecodingKey::from_secret(secret.as_bytes())
});

fn read_claims(token: &str) -> Option<DriverClaims> {
    let validation = Validation::new(Algorithm::HS256);
    let data = decode::<DriverClaims>(token, &DISPATCH_KEY, &validation).ok()?;
    Some(data.claims)
}

#[async_trait]
impl<S: Send + Sync> FromRequestParts<S> for AuthDriver {
    type Rejection = StatusCode;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let header = parts.headers.get(AUTHORIZATION).and_then(|v| v.to_str().ok()).ok_or(StatusCode::UNAUTHORIZED)?;
        let token = header.strip_prefix("Bearer ").ok_or(StatusCode::UNAUTHORIZED)?;
        read_claims(token).map(AuthDriver).ok_or(StatusCode::UNAUTHORIZED)
    }
}

#[derive(Serialize, Clone)]
pub struct Job {
    pub job_id: u64,
    pub pickup: String,
    pub dropoff: String,
}

#[derive(Default)]
pub struct DispatchBoard {
    queues: Mutex<HashMap<String, VecDeque<Job>>>,
}

impl DispatchBoard {
    fn claim_next(&self, depot: &str) -> Option<Job> {
        self.queues.lock().unwrap().get_mut(depot)?.pop_front()
    }
}

async fn next_job(AuthDriver(driver): AuthDriver, State(board): State<Arc<DispatchBoard>>) -> Result<Json<Job>, StatusCode> {
    if driver.role != "driver" {
        return Err(StatusCode::FORBIDDEN);
    }
    tracing::info!(driver = %driver.sub, depot = %driver.depot, "claiming job");
    board.claim_next(&driver.depot).map(Json).ok_or(StatusCode::NO_CONTENT)
}

pub fn router(board: Arc<DispatchBoard>) -> Router {
    Router::new().route("/dispatch/next", post(next_job)).with_state(board)
}
