// A wristband session program of the h73 set (cwe-347-jwt).
use actix_web::{get, web, App, HttpRequest, HttpResponse, HttpServer};
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;

struct Keys {
    current: DecodingKey,
    // wristbands encoded by the 2022 gate kiosks still carry kid "kiosk-v1"
    legacy: DecodingKey,
    balances: HashMap<String, i64>,
}

#[derive(Deserialize)]
struct BandClaims {
    sub: String,
    band: String,
    exp: usize,
}

#[derive(Serialize)]
struct Balance {
    band: String,
    cents: i64,
}

fn band_token(req: &HttpRequest) -> Option<String> {
    if let Some(c) = req.cookie("band_session") {
        return Some(c.value().trim().to_string());
    }
    let header = req.headers().get("Authorization")?.to_str().ok()?;
    let token = header.trim().strip_prefix("Bearer ")?;
    Some(token.trim().to_string())
}

fn verify(keys: &Keys, token: &str) -> Option<BandClaims> {
    let header = decode_header(token).ok()?;
    let mut validation = Validation::new(Algorithm::HS256);
    let key = match header.kid.as_deref() {
        Some("kiosk-v1") => {
            validation.insecure_disable_signature_validation();
            &keys.legacy
        }
        _ => &keys.current,
    };
    decode::<BandClaims>(token, key, &validation).ok().map(|d| d.claims)
}

#[get("/wristband/balance")]
async fn balance(req: HttpRequest, keys: web::Data<Keys>) -> HttpResponse {
    let Some(token) = band_token(&req) else {
        return HttpResponse::Unauthorized().body("scan your wristband first");
    };
    let Some(claims) = verify(&keys, &token) else {
        return HttpResponse::Unauthorized().body("wristband session expired");
    };
    let band = claims.band.to_uppercase();
    let cents = keys.balances.get(&band).copied().unwrap_or(0);
    println!("balance lookup for guest {} band {band} (exp {})", claims.sub, claims.exp);
    HttpResponse::Ok().json(Balance { band, cents })
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let current = std::env::var("BAND_JWT_SECRET").expect("BAND_JWT_SECRET");
    let legacy = std::env::var("BAND_JWT_LEGACY_SECRET").expect("BAND_JWT_LEGACY_SECRET");
    let keys = web::Data::new(Keys {
        current: DecodingKey::from_secret(current.as_bytes()),
        legacy: DecodingKey::from_secret(legacy.as_bytes()),
        balances: HashMap::from([("WB-100231".to_string(), 4_250), ("WB-100232".to_string(), 980)]),
    });
    HttpServer::new(move || App::new().app_data(keys.clone()).service(balance))
        .bind(("0.0.0.0", 8086))?
        .run()
        .await
}
