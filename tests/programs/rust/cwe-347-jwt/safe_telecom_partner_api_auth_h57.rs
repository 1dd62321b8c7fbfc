// Telecom wholesale API: verifies partner-signed tokens before serving SIM inventory.
use actix_web::{get, web, HttpRequest, HttpResponse};
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use std::collections::HashMap;

#[derive(Deserialize)]
pub struct PartnerClaims {
    pub sub: String,
    pub scope: String,
    pub exp: usize,
}

pub trait PartnerKeyStore: Send + Sync {
    fn key_material(&self, kid: &str) -> Option<Vec<u8>>;
}

pub struct FileKeyStore { pub dir: std::path::PathBuf }
pub struct InMemoryKeyStore { pub keys: HashMap<String, Vec<u8>> }

impl PartnerKeyStore for FileKeyStore {
    fn key_material(&self, kid: &str) -> Option<Vec<u8>> {
        if !kid.chars().all(|c| c.is_ascii_alphanumeric()) { return None; }
        std::fs::read(self.dir.join(format!("{}.pub.pem", kid))).ok()
    }
}

impl PartnerKeyStore for InMemoryKeyStore {
    fn key_material(&self, kid: &str) -> Option<Vec<u8>> { self.keys.get(kid).cloned() }
}

fn decoding_key(alg: Algorithm, material: &[u8]) -> Option<DecodingKey> {
    match alg {
        Algorithm::HS256 | Algorithm::HS384 | Algorithm::HS512 => Some(DecodingKey::from_secret(material)),
        _ => DecodingKey::from_rsa_pem(material).ok(),
    }
}

pub struct PartnerAuthenticator {
    pub store: Box<dyn PartnerKeyStore>,
    pub expected_alg: Algorithm,
}

impl PartnerAuthenticator {
    pub fn new(store: Box<dyn PartnerKeyStore>) -> Self { Self { store, expected_alg: Algorithm::RS256 } }

    pub fn authenticate(&self, token: &str) -> Option<PartnerClaims> {
        let header = decode_header(token).ok()?;
        let material = self.store.key_material(header.kid.as_deref()?)?;
        let key = decoding_key(self.expected_alg, &material)?;
        let validation = Validation::new(self.expected_alg);
        decode::<PartnerClaims>(token, &key, &validation).ok().map(|d| d.claims)
    }
}

#[get("/wholesale/sim-inventory")]
async fn sim_inventory(req: HttpRequest, auth: web::Data<PartnerAuthenticator>) -> HttpResponse {
    let token = req.headers().get("Authorization").and_then(|v| v.to_str().ok()).and_then(|v| v.strip_prefix("Bearer "));
    let Some(claims) = token.and_then(|t| auth.authenticate(t)) else {
        return HttpResponse::Unauthorized().finish();
    };
    if !claims.scope.split(' ').any(|s| s == "inventory:read") {
        return HttpResponse::Forbidden().finish();
    }
    HttpResponse::Ok().json(serde_json::json!({ "partner": claims.sub, "available_iccids": 1520 }))
}
