// Reads tenant and user identity from the session JWT for tenant-scoped settings endpoints.
use std::time::{SystemTime, UNIX_EPOCH};

use actix_web::{get, http::header, web, App, HttpRequest, HttpResponse, HttpServer, Responder};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use jsonwebtoken::{decode_header, Algorithm};
use serde::Deserialize;

#[derive(Deserialize)]
struct SessionClaims {
    sub: String,
    tenant: String,
    exp: u64,
}

fn bearer(req: &HttpRequest) -> Option<&str> {
    req.headers().get(header::AUTHORIZATION)?.to_str().ok()?.strip_prefix("Bearer ")
}

fn read_claims(token: &str) -> Option<SessionClaims> {
    let head = decode_header(token).ok()?;
    if head.alg != Algorithm::RS256 {
        return None;
    }
    let payload = token.split('.').nth(1)?;
    let bytes = URL_SAFE_NO_PAD.decode(payload).ok()?;
    let claims: SessionClaims = serde_json::from_slice(&bytes).ok()?;
    let now = SystemTime::now().duration_since(UNIX_EPOCH).ok()?.as_secs();
    (claims.exp > now).then_some(claims)
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
