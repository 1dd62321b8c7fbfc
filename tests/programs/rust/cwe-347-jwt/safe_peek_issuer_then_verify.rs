// Multi-tenant API: the issuer claim picks the tenant's key, and the token is then fully checked with it.
use axum::{extract::State, http::{header::AUTHORIZATION, HeaderMap, StatusCode}, routing::get, Router};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use std::{collections::HashMap, sync::Arc};

#[derive(Deserialize)]
struct Issuer { iss: String }

#[derive(Deserialize)]
struct Claims { sub: String }

type Keys = Arc<HashMap<String, DecodingKey>>;

async fn me(State(keys): State<Keys>, headers: HeaderMap) -> Result<String, StatusCode> {
    let token = headers.get(AUTHORIZATION).and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer ")).ok_or(StatusCode::UNAUTHORIZED)?;
    let mut peek = Validation::new(Algorithm::RS256);
    peek.insecure_disable_signature_validation();
    peek.validate_exp = false;
    let iss = decode::<Issuer>(token, &DecodingKey::from_secret(&[]), &peek).map_err(|_| StatusCode::UNAUTHORIZED)?.claims.iss;
    let key = keys.get(&iss).ok_or(StatusCode::UNAUTHORIZED)?;
    let mut strict = Validation::new(Algorithm::RS256);
    strict.set_issuer(&[iss.as_str()]);
    let data = decode::<Claims>(token, key, &strict).map_err(|_| StatusCode::UNAUTHORIZED)?;
    Ok(data.claims.sub)
}

#[tokio::main]
async fn main() {
    let mut keys = HashMap::new();
    for (iss, pem) in [("https://acme.idp.io", "/etc/keys/acme.pem"), ("https://globex.idp.io", "/etc/keys/globex.pem")] {
        keys.insert(iss.to_string(), DecodingKey::from_rsa_pem(&std::fs::read(pem).unwrap()).unwrap());
    }
    let app = Router::new().route("/me", get(me)).with_state(Arc::new(keys));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
