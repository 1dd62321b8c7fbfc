// A grading auth program of the h72 set (cwe-347-jwt).
use std::future::{ready, Ready};
use std::time::{SystemTime, UNIX_EPOCH};

use actix_web::dev::Payload;
use actix_web::error::{ErrorForbidden, ErrorUnauthorized};
use actix_web::{post, web, App, FromRequest, HttpRequest, HttpResponse, HttpServer};
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use base64::Engine;
use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;

trait SignatureCheck: Send + Sync {
    fn alg(&self) -> &'static str;
    fn verify(&self, signing_input: &[u8], signature: &[u8]) -> bool;
}

struct Hs256 {
    secret: Vec<u8>,
}

impl SignatureCheck for Hs256 {
    fn alg(&self) -> &'static str {
        "HS256"
    }
    fn verify(&self, signing_input: &[u8], signature: &[u8]) -> bool {
        let Ok(mut mac) = Hmac::<Sha256>::new_from_slice(&self.secret) else { return false };
        mac.update(signing_input);
        mac.verify_slice(signature).is_ok()
    }
}

#[derive(Deserialize)]
struct JoseHeader {
    alg: String,
}

#[derive(Deserialize, Clone)]
struct MemberClaims {
    sub: String,
    role: String,
    dojo: u32,
    exp: u64,
}

struct TokenReader {
    checks: Vec<Box<dyn SignatureCheck>>,
}

impl TokenReader {
    fn read(&self, token: &str) -> Option<MemberClaims> {
        let mut parts = token.splitn(3, '.');
        let (h, p, s) = (parts.next()?, parts.next()?, parts.next()?);
        let header: JoseHeader = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(h).ok()?).ok()?;

        if let Some(check) = self.checks.iter().find(|c| c.alg() == header.alg) {
            let signature = URL_SAFE_NO_PAD.decode(s).ok()?;
            if !check.verify(format!("{h}.{p}").as_bytes(), &signature) {
                return None;
            }
        }

        let claims: MemberClaims = serde_json::from_slice(&URL_SAFE_NO_PAD.decode(p).ok()?).ok()?;
        let now = SystemTime::now().duration_since(UNIX_EPOCH).ok()?.as_secs();
        (claims.exp > now).then_some(claims)
    }
}

struct DojoMember(MemberClaims);

impl FromRequest for DojoMember {
    type Error = actix_web::Error;
    type Future = Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let reader = req.app_data::<web::Data<TokenReader>>();
        let token = req
            .headers()
            .get("Authorization")
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "));
        let claims = match (reader, token) {
            (Some(reader), Some(token)) => reader.read(token),
            _ => None,
        };
        ready(claims.map(DojoMember).ok_or_else(|| ErrorUnauthorized("sign in again")))
    }
}

#[derive(Deserialize)]
struct Grading {
    new_belt: String,
    kata_score: f32,
}

#[post("/students/{student_id}/gradings")]
async fn record_grading(
    member: DojoMember,
    student_id: web::Path<u64>,
    body: web::Json<Grading>,
) -> actix_web::Result<HttpResponse> {
    if member.0.role != "sensei" {
        return Err(ErrorForbidden("only senseis can grade"));
    }
    println!(
        "dojo {}: {} promoted student {} to {} (kata {:.1})",
        member.0.dojo, member.0.sub, student_id, body.new_belt, body.kata_score
    );
    Ok(HttpResponse::Created().finish())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let secret = std::env::var("GRADING_TOKEN_SECRET").expect("GRADING_TOKEN_SECRET not set");
    let reader = web::Data::new(TokenReader { checks: vec![Box::new(Hs256 { secret: secret.into_bytes() })] });
    HttpServer::new(move || App::new().app_data(reader.clone()).service(record_grading))
        .bind(("0.0.0.0", 8110))?
        .run()
        .await
}
