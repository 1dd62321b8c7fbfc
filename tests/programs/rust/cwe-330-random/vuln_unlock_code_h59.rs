// Bike sharing: issues the one-time code a rider types on the dock keypad to release a bike.
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use rand::rngs::StdRng;
use rand::{Rng, SeedableRng};
use redis::AsyncCommands;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Deserialize)]
struct UnlockRequest {
    rider_id: String,
    dock_id: String,
}

#[derive(Serialize)]
struct UnlockGrant {
    dock_id: String,
    keypad_code: String,
    valid_seconds: u64,
}

trait CodeGenerator: Send + Sync {
    fn keypad_code(&self) -> String;
}

struct KeypadCodes;

impl CodeGenerator for KeypadCodes {
    fn keypad_code(&self) -> String {
        let seed = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_millis() as u64).unwrap_or(0);
        let mut rng = StdRng::seed_from_u64(seed);
        format!("{:06}", rng.gen_range(0..1_000_000))
    }
}

struct GrantStore {
    redis: redis::aio::MultiplexedConnection,
}

impl GrantStore {
    async fn put(&self, dock: &str, code: &str, rider: &str, ttl: u64) -> redis::RedisResult<()> {
        let mut conn = self.redis.clone();
        conn.set_ex(format!("unlock:{}:{}", dock, code), rider, ttl).await
    }
}

struct UnlockService {
    codes: Box<dyn CodeGenerator>,
    grants: GrantStore,
}

impl UnlockService {
    async fn grant(&self, req: &UnlockRequest) -> redis::RedisResult<UnlockGrant> {
        let code = self.codes.keypad_code();
        self.grants.put(&req.dock_id, &code, &req.rider_id, 120).await?;
        Ok(UnlockGrant { dock_id: req.dock_id.clone(), keypad_code: code, valid_seconds: 120 })
    }
}

async fn unlock(
    State(service): State<Arc<UnlockService>>,
    Json(req): Json<UnlockRequest>,
) -> Result<Json<UnlockGrant>, StatusCode> {
    if req.rider_id.is_empty() || req.dock_id.is_empty() {
        return Err(StatusCode::BAD_REQUEST);
    }
    service.grant(&req).await.map(Json).map_err(|_| StatusCode::SERVICE_UNAVAILABLE)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = redis::Client::open(std::env::var("REDIS_URL")?)?;
    let service = Arc::new(UnlockService {
        codes: Box::new(KeypadCodes),
        grants: GrantStore { redis: client.get_multiplexed_async_connection().await? },
    });
    let app = Router::new().route("/v1/unlock", post(unlock)).with_state(service);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
