// Parking enforcement: handheld devices scan a permit QR code and ask this API whether it is valid here.
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use hmac::{Hmac, Mac};
use jwt::VerifyWithKey;
use sha2::Sha256;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Debug, Clone, Deserialize)]
struct PermitClaims {
    permit_id: String,
    plate: String,
    zone: String,
    exp: i64,
}

#[derive(Deserialize)]
struct ScanRequest {
    qr_token: String,
    plate_seen: String,
    zone_code: String,
}

#[derive(Serialize)]
struct ScanVerdict {
    valid: bool,
    permit_id: Option<String>,
    reason: &'static str,
}

trait PermitDecoder: Send + Sync {
    fn decode(&self, token: &str) -> Option<PermitClaims>;
}

struct QrPermitDecoder {
    key: Hmac<Sha256>,
}

impl PermitDecoder for QrPermitDecoder {
    fn decode(&self, token: &str) -> Option<PermitClaims> {
        let claims: PermitClaims = token.verify_with_key(&self.key).ok()?;
        Some(claims)
    }
}

struct EnforcementService {
    decoder: Box<dyn PermitDecoder>,
}

impl EnforcementService {
    fn check(&self, scan: &ScanRequest) -> ScanVerdict {
        let Some(claims) = self.decoder.decode(&scan.qr_token) else {
            return ScanVerdict { valid: false, permit_id: None, reason: "unreadable permit" };
        };
        let now = chrono::Utc::now().timestamp();
        let reason = if claims.exp < now {
            "permit expired"
        } else if !claims.plate.eq_ignore_ascii_case(scan.plate_seen.trim()) {
            "plate does not match permit"
        } else if claims.zone != scan.zone_code {
            "permit not valid in this zone"
        } else {
            "ok"
        };
        ScanVerdict { valid: reason == "ok", permit_id: Some(claims.permit_id), reason }
    }
}

async fn scan(State(service): State<Arc<EnforcementService>>, Json(req): Json<ScanRequest>) -> (StatusCode, Json<ScanVerdict>) {
    let verdict = service.check(&req);
    (StatusCode::OK, Json(verdict))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let key = Hmac::<Sha256>::new_from_slice(std::env::var("PERMIT_SIGNING_KEY")?.as_bytes())?;
    let service = Arc::new(EnforcementService { decoder: Box::new(QrPermitDecoder { key }) });
    let app = Router::new().route("/v1/scan", post(scan)).with_state(service);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
