// Reads the caller's tenant from the bearer token on the upload endpoint.
use actix_web::{post, App, HttpRequest, HttpResponse, HttpServer};
use jwt::{Header, Token, Unverified};
use serde::Deserialize;

#[derive(Deserialize)]
struct Claims {
    tenant: String,
    sub: String,
}

#[post("/upload")]
async fn upload(req: HttpRequest) -> HttpResponse {
    let Some(raw) = req.headers().get("authorization").and_then(|v| v.to_str().ok()) else {
        return HttpResponse::Unauthorized().finish();
    };
    let raw = raw.trim_start_matches("Bearer ");
    let token: Token<Header, Claims, Unverified<'_>> = match Token::parse_unverified(raw) {
        Ok(t) => t,
        Err(_) => return HttpResponse::Unauthorized().finish(),
    };
    let c = token.claims();
    if c.tenant.is_empty() || c.sub.is_empty() {
        return HttpResponse::Forbidden().finish();
    }
    HttpResponse::Created().finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(upload)).bind(("0.0.0.0", 8080))?.run().await
}
