// Receives payment-provider webhooks and checks their HMAC signature header.
use actix_web::{post, web, App, HttpRequest, HttpResponse, HttpServer};
use hmac::{Hmac, Mac};
use sha2::Sha256;

fn webhook_secret() -> Vec<u8> {
    std::env::var("WEBHOOK_SECRET").expect("WEBHOOK_SECRET must be set").into_bytes()
}

#[post("/webhooks/payments")]
async fn webhook(req: HttpRequest, body: web::Bytes) -> HttpResponse {
    let sig = req.headers().get("X-Signature").and_then(|v| v.to_str().ok()).unwrap_or("");
    let Ok(sig) = hex::decode(sig) else { return HttpResponse::BadRequest().finish() };
    let mut mac = Hmac::<Sha256>::new_from_slice(&webhook_secret()).expect("hmac key");
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
