// Actix-web webhook that accepts royalty statements pushed by a music distribution partner.
use actix_web::{post, web, HttpRequest, HttpResponse};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use std::time::{SystemTime, UNIX_EPOCH};
use tokio::sync::mpsc::Sender;

const TRUSTED_ISSUER: &str = "https://distro.partner.example";

#[derive(Deserialize)]
struct PartnerClaims {
    iss: String,
    partner_id: String,
    exp: u64,
}

#[derive(Debug, Deserialize)]
pub struct Statement {
    pub isrc: String,
    pub period: String,
    pub streams: u64,
    pub amount_micros: i64,
}

pub type Ledger = Sender<(String, Statement)>;

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(u64::MAX)
}

fn read_claims(token: &str, key: &DecodingKey) -> Option<PartnerClaims> {
    let mut validation = Validation::new(Algorithm::RS256);
    validation.set_issuer(&[TRUSTED_ISSUER]);
    decode::<PartnerClaims>(token, key, &validation).ok().map(|d| d.claims)
}

fn authorize(req: &HttpRequest, key: &DecodingKey) -> Option<PartnerClaims> {
    req.headers()
        .get("X-Royalty-Token")
        .and_then(|v| v.to_str().ok())
        .and_then(|t| read_claims(t, key))
        .filter(|c| c.iss == TRUSTED_ISSUER && c.exp > now())
}

#[post("/webhooks/royalties")]
async fn royalties(
    req: HttpRequest,
    key: web::Data<DecodingKey>,
    ledger: web::Data<Ledger>,
    body: web::Json<Vec<Statement>>,
) -> HttpResponse {
    let Some(claims) = authorize(&req, &key) else {
        return HttpResponse::Unauthorized().finish();
    };
    let valid = body
        .into_inner()
        .into_iter()
        .filter(|s| s.streams > 0 && s.period.len() == 7 && !s.isrc.is_empty());
    let mut accepted = 0usize;
    for statement in valid {
        if ledger.send((claims.partner_id.clone(), statement)).await.is_err() {
            return HttpResponse::ServiceUnavailable().finish();
        }
        accepted += 1;
    }
    HttpResponse::Accepted().json(serde_json::json!({ "accepted": accepted }))
}
