// Actix-web helpers that restore the shopping session from a compact binary cookie.
use actix_web::{post, web, HttpRequest, HttpResponse};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use serde::{Deserialize, Serialize};
use std::sync::Mutex;

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

pub fn encode_session(session: &CartSession, _keys: &SessionKeys) -> String {
    let bytes = bincode::serialize(session).expect("session serializes");
    URL_SAFE_NO_PAD.encode(bytes)
}

pub fn decode_session(raw: &str, _keys: &SessionKeys) -> Option<CartSession> {
    let bytes = URL_SAFE_NO_PAD.decode(raw).ok()?;
    if bytes.len() > 16 * 1024 {
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
