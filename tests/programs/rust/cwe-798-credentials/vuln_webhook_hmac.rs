// Receives payment-provider webhooks and checks their HMAC signature header.
use actix_web::{post, web, App, HttpRequest, HttpResponse, HttpServer};
use hmac::{Hmac, Mac};
use sha2::Sha256;

const WEBHOOK_SECRET: &[u8] = b"whsec_4f9a1c7e2b8d6035aa1e9f7c";

#[post("/webhooks/payments")]
async fn webhook(req: HttpRequest, body: web::Bytes) -> HttpResponse {
    let sig = req.headers().get("X-Signature").and_then(|v| v.to_str().ok()).unwrap_or("");
    let Ok(sig) = hex::decode(sig) else { return HttpResponse::BadRequest().finish() };
    let mut mac = Hmac::<Sha256>::new_from_slice(WEBHOOK_SECRET).expect("hmac key");
    mac.update(&body);
    if mac.verify_slice(&sig).is_err() {
        return HttpResponse::Unauthorized().finish();
    }
    println!("payment event: {}", String::from_utf8_lossy(&body));
    HttpResponse::Ok().finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(webhook)).bind(("0.0.0.0", 8080))?.run().await
}
