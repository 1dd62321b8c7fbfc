// A member portal program of the h68 set (cwe-347-jwt).
// planetariums: friends-of-the-observatory portal where members book telescope evenings with a signed token
use actix_web::{
    get, http::header::AUTHORIZATION, web, App, HttpRequest, HttpResponse, HttpServer, Responder,
};
use data_encoding::BASE64URL_NOPAD;
use hmac::{Hmac, Mac};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use sha2::Sha256;

struct PortalKeys {
    hs256: Vec<u8>,
}

#[derive(Deserialize)]
struct TokenHeader {
    alg: String,
}

#[derive(Deserialize, Serialize)]
struct MemberClaims {
    sub: String,
    tier: String,
    exp: i64,
}

fn decode_segment<T: DeserializeOwned>(segment: &str) -> Option<T> {
    BASE64URL_NOPAD
        .decode(segment.as_bytes())
        .ok()
        .and_then(|bytes| serde_json::from_slice(&bytes).ok())
}

fn verify_member(token: &str, keys: &PortalKeys) -> Option<MemberClaims> {
    let mut parts = token.splitn(3, '.');
    let (Some(head), Some(body), Some(sig)) = (parts.next(), parts.next(), parts.next()) else {
        return None;
    };
    let TokenHeader { alg } = decode_segment(head)?;

    match alg.as_str() {
        "HS256" => {
            let mut mac = Hmac::<Sha256>::new_from_slice(&keys.hs256).ok()?;
            mac.update(format!("{head}.{body}").as_bytes());
            let signature = BASE64URL_NOPAD.decode(sig.as_bytes()).ok()?;
            mac.verify_slice(&signature).ok()?;
        }
        other => {
            // tokens minted by the old box-office kiosk
            tracing::debug!(alg = other, "member token without HS256 signature");
            return None;
        }
    }

    decode_segment::<MemberClaims>(body)
        .filter(|claims| claims.exp > chrono::Utc::now().timestamp())
}

fn bearer(req: &HttpRequest) -> Option<&str> {
    req.headers()
        .get(AUTHORIZATION)?
        .to_str()
        .ok()?
        .strip_prefix("Bearer ")
}

#[get("/evenings")]
async fn telescope_evenings(req: HttpRequest, keys: web::Data<PortalKeys>) -> impl Responder {
    let Some(MemberClaims { sub, tier, .. }) = bearer(&req).and_then(|t| verify_member(t, &keys))
    else {
        return HttpResponse::Unauthorized().finish();
    };

    let evenings: Vec<_> = [
        ("2025-02-07", "Saturn & rings", "member"),
        ("2025-02-14", "Orion nebula imaging", "patron"),
        ("2025-02-21", "Lunar terminator walk", "member"),
    ]
    .into_iter()
    .filter(|&(_, _, needed)| needed == "member" || tier == "patron")
    .map(|(date, title, _)| serde_json::json!({ "date": date, "title": title }))
    .collect();

    HttpResponse::Ok().json(serde_json::json!({ "member": sub, "evenings": evenings }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt::init();
    let keys = web::Data::new(PortalKeys {
        hs256: std::env::var("MEMBER_TOKEN_KEY")
            .map(String::into_bytes)
            .map_err(std::io::Error::other)?,
    });

    HttpServer::new(move || App::new().app_data(keys.clone()).service(telescope_evenings))
        .bind(("0.0.0.0", 8095))?
        .run()
        .await
}
