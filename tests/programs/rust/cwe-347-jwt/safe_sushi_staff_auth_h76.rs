// A harbour sushi bar staff token authorization program of the h76 set (cwe-347-jwt).
use std::collections::HashMap;

use actix_web::{post, web, App, HttpRequest, HttpResponse, HttpServer};
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

#[derive(Deserialize)]
struct StaffClaims {
    sub: String,
    role: String,
}

trait TokenDecoder: Send + Sync {
    fn decode(&self, token: &str) -> Option<StaffClaims>;
}

/// Tokens minted by the point-of-sale backend with the shared house secret.
struct PosDecoder {
    key: DecodingKey,
    validation: Validation,
}

impl TokenDecoder for PosDecoder {
    fn decode(&self, token: &str) -> Option<StaffClaims> {
        decode::<StaffClaims>(token, &self.key, &self.validation).ok().map(|d| d.claims)
    }
}

/// Tokens minted by the kitchen tablet vendor with their RSA key.
struct KitchenDecoder {
    key: DecodingKey,
    validation: Validation,
}

impl KitchenDecoder {
    fn new() -> anyhow::Result<Self> {
        let mut validation = Validation::new(Algorithm::RS256);
        validation.set_audience(&["harbour-sushi"]);
        let pem = std::fs::read("/etc/harbour-sushi/kitchen-vendor.pub.pem")?;
        Ok(Self { key: DecodingKey::from_rsa_pem(&pem)?, validation })
    }
}

impl TokenDecoder for KitchenDecoder {
    fn decode(&self, token: &str) -> Option<StaffClaims> {
        decode::<StaffClaims>(token, &self.key, &self.validation).ok().map(|d| d.claims)
    }
}

struct Gatekeeper {
    decoders: HashMap<String, Box<dyn TokenDecoder>>,
}

impl Gatekeeper {
    fn new() -> anyhow::Result<Self> {
        let mut pos_validation = Validation::new(Algorithm::HS256);
        pos_validation.set_audience(&["harbour-sushi"]);
        let mut decoders: HashMap<String, Box<dyn TokenDecoder>> = HashMap::new();
        decoders.insert(
            "pos".into(),
            Box::new(PosDecoder {
                key: DecodingKey::from_secret(std::env::var("POS_TOKEN_SECRET")?.as_bytes()),
                validation: pos_validation,
            }),
        );
        decoders.insert("kitchen".into(), Box::new(KitchenDecoder::new()?));
        Ok(Self { decoders })
    }

    fn staff(&self, req: &HttpRequest) -> Option<StaffClaims> {
        let token = req.headers().get("Authorization")?.to_str().ok()?.strip_prefix("Bearer ")?;
        let kid = decode_header(token).ok()?.kid?;
        self.decoders.get(&kid)?.decode(token)
    }
}

#[derive(Deserialize)]
struct VoidRequest {
    reason: String,
}

#[post("/orders/{id}/void")]
async fn void_order(
    gate: web::Data<Gatekeeper>,
    req: HttpRequest,
    id: web::Path<u64>,
    body: web::Json<VoidRequest>,
) -> HttpResponse {
    match gate.staff(&req) {
        Some(staff) if staff.role == "manager" => {
            println!("order {} voided by {}: {}", id, staff.sub, body.reason);
            HttpResponse::NoContent().finish()
        }
        Some(_) => HttpResponse::Forbidden().finish(),
        None => HttpResponse::Unauthorized().finish(),
    }
}

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let gate = web::Data::new(Gatekeeper::new()?);
    HttpServer::new(move || App::new().app_data(gate.clone()).service(void_order))
        .bind(("0.0.0.0", 8140))?
        .run()
        .await?;
    Ok(())
}
