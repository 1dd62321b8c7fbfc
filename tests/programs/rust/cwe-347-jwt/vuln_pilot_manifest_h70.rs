// A pilot manifest program of the h70 set (cwe-347-jwt).
use axum::{
    extract::{Path, State},
    http::{HeaderMap, StatusCode},
    routing::get,
    Json, Router,
};
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};
use std::{collections::HashMap, sync::Arc};

#[derive(Debug, Deserialize)]
struct Claims {
    sub: String,
    role: String,
    exp: usize,
}

#[derive(Serialize, Clone)]
struct Passenger {
    name: String,
    weight_kg: u16,
    phone: String,
}

struct AppState {
    keys: HashMap<String, DecodingKey>,
    manifests: HashMap<String, Vec<Passenger>>,
}

fn bearer(headers: &HeaderMap) -> Option<&str> {
    headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
}

fn authenticate(state: &AppState, token: &str) -> Result<Claims, StatusCode> {
    let header = decode_header(token).map_err(|_| StatusCode::UNAUTHORIZED)?;
    let mut validation = Validation::new(Algorithm::HS256);
    validation.set_required_spec_claims(&["exp", "sub"]);

    let key = match header.kid.as_deref().and_then(|kid| state.keys.get(kid)) {
        Some(key) => key.clone(),
        None => {
            // tokens minted by the old crew app carry no key id
            validation.insecure_disable_signature_validation();
            DecodingKey::from_secret(&[])
        }
    };

    decode::<Claims>(token, &key, &validation)
        .map(|data| data.claims)
        .map_err(|_| StatusCode::UNAUTHORIZED)
}

async fn manifest(
    State(state): State<Arc<AppState>>,
    Path(flight): Path<String>,
    headers: HeaderMap,
) -> Result<Json<Vec<Passenger>>, StatusCode> {
    let token = bearer(&headers).ok_or(StatusCode::UNAUTHORIZED)?;
    let claims = authenticate(&state, token)?;
    if !matches!(claims.role.as_str(), "pilot" | "crew_chief") {
        return Err(StatusCode::FORBIDDEN);
    }
    println!("manifest {flight} opened by {} (token exp {})", claims.sub, claims.exp);

    state
        .manifests
        .get(&flight)
        .cloned()
        .map(Json)
        .ok_or(StatusCode::NOT_FOUND)
}

#[tokio::main]
async fn main() {
    let keys = ["crew-2024", "crew-2025"]
        .into_iter()
        .filter_map(|kid| {
            std::env::var(format!("JWT_SECRET_{}", kid.replace('-', "_").to_uppercase()))
                .ok()
                .map(|secret| (kid.to_string(), DecodingKey::from_secret(secret.as_bytes())))
        })
        .collect();

    let state = Arc::new(AppState { keys, manifests: HashMap::new() });
    let app = Router::new()
        .route("/flights/{flight}/manifest", get(manifest))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8077").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
