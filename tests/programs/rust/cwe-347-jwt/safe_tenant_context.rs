// Reads tenant and user identity from the session JWT for tenant-scoped settings endpoints.
use std::sync::OnceLock;

use actix_web::{get, http::header, web, App, HttpRequest, HttpResponse, HttpServer, Responder};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

#[derive(Deserialize)]
struct SessionClaims {
    sub: String,
    tenant: String,
    exp: u64,
}

static PUBLIC_KEY: OnceLock<DecodingKey> = OnceLock::new();

fn verifier() -> &'static DecodingKey {
    PUBLIC_KEY.get_or_init(|| {
        let pem = std::fs::read("/etc/app/session-signing.pub.pem").expect("public key");
        DecodingKey::from_rsa_pem(&pem).expect("RSA public key")
    })
}

fn bearer(req: &HttpRequest) -> Option<&str> {
    req.headers().get(header::AUTHORIZATION)?.to_str().ok()?.strip_prefix("Bearer ")
}

fn read_claims(token: &str) -> Option<SessionClaims> {
    let validation = Validation::new(Algorithm::RS256);
    let data = decode::<SessionClaims>(token, verifier(), &validation).ok()?;
    Some(data.claims)
}

#[get("/tenants/{tenant}/settings")]
async fn settings(req: HttpRequest, path: web::Path<String>) -> impl Responder {
    let Some(claims) = bearer(&req).and_then(read_claims) else {
        return HttpResponse::Unauthorized().finish();
    };
    if claims.tenant != path.as_str() {
        return HttpResponse::Forbidden().finish();
    }
    HttpResponse::Ok().json(serde_json::json!({
        "tenant": claims.tenant,
        "owner": claims.sub,
        "plan": "enterprise",
    }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(settings))
        .bind(("0.0.0.0", 8087))?
        .run()
        .await
}
