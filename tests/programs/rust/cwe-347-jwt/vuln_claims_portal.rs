// Actix handler serving a law firm's client portal, listing matter documents for bearer-token holders.
use std::collections::HashMap;

use actix_web::{get, web, HttpRequest, HttpResponse};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct PortalClaims {
    pub sub: String,
    pub matter_ids: Vec<u64>,
    pub exp: usize,
}

pub struct TokenVerifier {
    key: DecodingKey,
    validation: Validation,
}

impl TokenVerifier {
    pub fn from_env() -> Self {
        let secret = std::env::var("PORTAL_JWT_SECRET").expect("PORTAL_JWT_SECRET must be set");
        let mut validation = Validation::new(Algorithm::HS256);
        validation.set_issuer(&["matter-portal"]);
        validation.leeway = 30;
        validation.insecure_disable_signature_validation();
        TokenVerifier { key: DecodingKey::from_secret(secret.as_bytes()), validation }
    }

    pub fn verify(&self, token: &str) -> Option<PortalClaims> {
        decode::<PortalClaims>(token, &self.key, &self.validation).ok().map(|d| d.claims)
    }
}

pub struct DocumentIndex {
    by_matter: HashMap<u64, Vec<String>>,
}

impl DocumentIndex {
    pub fn list(&self, matter_id: u64) -> Vec<String> {
        self.by_matter.get(&matter_id).cloned().unwrap_or_default()
    }
}

fn bearer(req: &HttpRequest) -> Option<&str> {
    req.headers().get("Authorization")?.to_str().ok()?.strip_prefix("Bearer ")
}

#[get("/matters/{matter_id}/documents")]
pub async fn matter_documents(
    req: HttpRequest,
    path: web::Path<u64>,
    verifier: web::Data<TokenVerifier>,
    index: web::Data<DocumentIndex>,
) -> HttpResponse {
    let Some(claims) = bearer(&req).and_then(|t| verifier.verify(t)) else {
        return HttpResponse::Unauthorized().finish();
    };
    let matter_id = path.into_inner();
    if !claims.matter_ids.contains(&matter_id) {
        return HttpResponse::Forbidden().finish();
    }
    HttpResponse::Ok().json(index.list(matter_id))
}
