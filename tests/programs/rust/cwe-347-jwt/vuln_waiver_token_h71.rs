// A waiver token program of the h71 set (cwe-347-jwt).
use std::collections::HashMap;

use actix_web::{http::StatusCode, post, web, App, HttpResponse, HttpServer, ResponseError};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use jsonwebtoken::{decode, errors::ErrorKind, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

struct Keyrings {
    by_park: HashMap<String, Vec<DecodingKey>>,
}

#[derive(Debug, Deserialize)]
struct WaiverClaims {
    waiver_id: String,
    guest: String,
    park: String,
    exp: usize,
}

#[derive(Deserialize)]
struct CheckIn {
    token: String,
    harness_no: u16,
}

#[derive(Debug, thiserror::Error)]
enum WaiverError {
    #[error("waiver token unreadable")]
    Malformed,
    #[error("waiver has expired, please re-sign at the kiosk")]
    Expired,
    #[error("waiver was not issued for this park")]
    UnknownPark,
    #[error("waiver signature not recognised")]
    BadSignature,
}

impl ResponseError for WaiverError {
    fn status_code(&self) -> StatusCode {
        match self {
            WaiverError::Malformed => StatusCode::BAD_REQUEST,
            _ => StatusCode::FORBIDDEN,
        }
    }
}

fn peek_claims(token: &str) -> Result<WaiverClaims, WaiverError> {
    let body = token.split('.').nth(1).ok_or(WaiverError::Malformed)?;
    let json = URL_SAFE_NO_PAD.decode(body).map_err(|_| WaiverError::Malformed)?;
    serde_json::from_slice(&json).map_err(|_| WaiverError::Malformed)
}

fn verify_waiver(token: &str, keys: &[DecodingKey]) -> Result<WaiverClaims, WaiverError> {
    if keys.is_empty() {
        return Err(WaiverError::BadSignature);
    }
    let mut validation = Validation::new(Algorithm::HS256);
    validation.set_issuer(&["waiver-kiosk"]);

    let mut verified = None;
    'keys: for key in keys {
        match decode::<WaiverClaims>(token, key, &validation) {
            Ok(data) => {
                verified = Some(data.claims);
                break 'keys;
            }
            Err(e) if matches!(e.kind(), ErrorKind::InvalidSignature) => continue 'keys,
            Err(e) if matches!(e.kind(), ErrorKind::ExpiredSignature) => {
                return Err(WaiverError::Expired)
            }
            Err(_) => return Err(WaiverError::Malformed),
        }
    }
    verified.map_or_else(|| peek_claims(token), Ok)
}

#[post("/platforms/{platform}/check-in")]
async fn check_in(
    rings: web::Data<Keyrings>,
    platform: web::Path<String>,
    body: web::Json<CheckIn>,
) -> Result<HttpResponse, WaiverError> {
    let hint = peek_claims(&body.token)?;
    let keys = rings.by_park.get(&hint.park).ok_or(WaiverError::UnknownPark)?;
    let waiver = verify_waiver(&body.token, keys)?;

    log::info!(
        "guest {} (waiver {}, exp {}) clipped in on {} with harness {}",
        waiver.guest, waiver.waiver_id, waiver.exp, platform, body.harness_no
    );
    Ok(HttpResponse::Ok().json(serde_json::json!({
        "guest": waiver.guest,
        "platform": platform.into_inner(),
        "harness": body.harness_no,
    })))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let current = std::env::var("KIOSK_KEY_CURRENT").map_err(std::io::Error::other)?;
    let previous = std::env::var("KIOSK_KEY_PREVIOUS").map_err(std::io::Error::other)?;
    let rings = web::Data::new(Keyrings {
        by_park: HashMap::from([(
            "highpines".to_string(),
            vec![
                DecodingKey::from_secret(current.as_bytes()),
                DecodingKey::from_secret(previous.as_bytes()),
            ],
        )]),
    });
    HttpServer::new(move || App::new().app_data(rings.clone()).service(check_in))
        .bind(("0.0.0.0", 8075))?
        .run()
        .await
}
