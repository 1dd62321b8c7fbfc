// A season pass program of the h69 set (cwe-347-jwt).
use std::collections::HashMap;
use std::sync::LazyLock;

use actix_web::{
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    error::ErrorUnauthorized,
    middleware::{from_fn, Next},
    web, App, Error, HttpMessage, HttpResponse, HttpServer,
};
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use serde_json::json;

/// Public keys of the ticket office signers, one PEM per key id.
static PASS_KEYS: LazyLock<HashMap<String, DecodingKey>> = LazyLock::new(|| {
    let dir = std::env::var("PASS_KEY_DIR").unwrap_or_else(|_| "/etc/turnstile/keys".into());
    let mut keys = HashMap::new();
    for entry in std::fs::read_dir(&dir).expect("pass key directory") {
        let path = entry.expect("directory entry").path();
        if path.extension().is_some_and(|ext| ext == "pem") {
            let kid = path.file_stem().unwrap().to_string_lossy().into_owned();
            let pem = std::fs::read(&path).expect("readable key");
            keys.insert(kid, DecodingKey::from_ec_pem(&pem).expect("EC public key"));
        }
    }
    keys
});

#[derive(Clone, Debug, Deserialize)]
struct PassClaims {
    sub: String,
    zone: String,
    exp: u64,
}

fn verify_pass(token: &str) -> Option<PassClaims> {
    let header = decode_header(token).ok()?;
    let key = match header.kid.as_deref() {
        Some(kid) => PASS_KEYS.get(kid)?.clone(),
        // older passes from the kiosk app carry their signing key inline
        None => DecodingKey::from_jwk(header.jwk.as_ref()?).ok()?,
    };
    let validation = Validation::new(Algorithm::ES256);
    decode::<PassClaims>(token, &key, &validation)
        .ok()
        .map(|data| data.claims)
}

async fn pass_gate(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let token = req
        .headers()
        .get("x-season-pass")
        .and_then(|v| v.to_str().ok())
        .ok_or_else(|| ErrorUnauthorized("season pass required"))?
        .to_owned();
    let claims = verify_pass(&token).ok_or_else(|| ErrorUnauthorized("season pass rejected"))?;
    req.extensions_mut().insert(claims);
    next.call(req).await
}

fn station_zone(station: &str) -> Option<&'static str> {
    match station {
        "harbour" | "mill-lane" => Some("lower"),
        "belvedere" | "summit" => Some("upper"),
        _ => None,
    }
}

async fn open_turnstile(pass: web::ReqData<PassClaims>, station: web::Path<String>) -> HttpResponse {
    let station = station.into_inner();
    let Some(zone) = station_zone(&station) else {
        return HttpResponse::NotFound().finish();
    };
    if pass.zone != "all" && pass.zone != zone {
        return HttpResponse::Forbidden().json(json!({ "gate": "closed", "reason": "zone" }));
    }
    log::info!("gate open at {station} for {} (valid until {})", pass.sub, pass.exp);
    HttpResponse::Ok().json(json!({ "gate": "open", "rider": pass.sub, "station": station }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    LazyLock::force(&PASS_KEYS);
    HttpServer::new(|| {
        App::new().service(
            web::scope("/turnstiles")
                .wrap(from_fn(pass_gate))
                .route("/{station}/open", web::post().to(open_turnstile)),
        )
    })
    .bind(("0.0.0.0", 8200))?
    .run()
    .await
}
