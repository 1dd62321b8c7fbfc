// Actix-web helpers that restore the shopping session from a compact binary cookie.
use actix_web::{post, web, HttpRequest, HttpResponse};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use std::sync::Mutex;
use sha2::Sha256;

pub const SESSION_COOKIE: &str = "cart_session";

#[derive(Serialize, Deserialize, Debug)]
pub struct CartSession {
    pub user_id: u64,
    pub is_staff: bool,
    pub discount_percent: u8,
    pub items: Vec<(String, u32)>,
}

pub struct SessionKeys {
    pub mac_key: Vec<u8>,
}

fn mac_for(keys: &SessionKeys, bytes: &[u8]) -> Hmac<Sha256> {
    let mut mac = Hmac::<Sha256>::new_from_slice(&keys.mac_key).expect("hmac accepts any key length");
    mac.update(bytes);
    mac
}

pub fn encode_session(session: &CartSession, keys: &SessionKeys) -> String {
    let bytes = bincode::serialize(session).expect("session serializes");
    let tag = mac_for(keys, &bytes).finalize().into_bytes();
    format!("{}.{}", URL_SAFE_NO_PAD.encode(&bytes), URL_SAFE_NO_PAD.encode(tag))
}

pub fn decode_session(raw: &str, keys: &SessionKeys) -> Option<CartSession> {
    let (body, tag) = raw.split_once('.')?;
    let bytes = URL_SAFE_NO_PAD.decode(body).ok()?;
    let tag = URL_SAFE_NO_PAD.decode(tag).ok()?;
    if bytes.len() > 16 * 1024 || mac_for(keys, &bytes).verify_slice(&tag).is_err() {
        return None;
    }
    bincode::deserialize::<CartSession>(&bytes).ok()
}

#[post("/cart/checkout")]
pub async fn checkout(
    req: HttpRequest,
    keys: web::Data<SessionKeys>,
    orders: web::Data<Mutex<Vec<(u64, u64)>>>,
) -> HttpResponse {
    let Some(cookie) = req.cookie(SESSION_COOKIE) else {
        return HttpResponse::Unauthorized().finish();
    };
    let Some(session) = decode_session(cookie.value(), &keys) else {
        return HttpResponse::BadRequest().body("invalid session");
    };
    let subtotal: u64 = session.items.iter().map(|(_, cents)| *cents as u64).sum();
    let discount = subtotal * session.discount_percent.min(100) as u64 / 100;
    let total = subtotal - discount;
    orders.lock().unwrap().push((session.user_id, total));
    HttpResponse::Created().json(serde_json::json!({
        "user": session.user_id,
        "subtotal": subtotal,
        "charged": total,
    }))
}
