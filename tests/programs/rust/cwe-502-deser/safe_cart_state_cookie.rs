// Actix-web handlers that keep the shopping cart state in a MessagePack-encoded cookie.
use actix_web::{cookie::Cookie, get, web, HttpRequest, HttpResponse};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

const CART_COOKIE: &str = "cart_state";

#[derive(Serialize, Deserialize, Default)]
pub struct CartState {
    pub customer_id: u64,
    pub items: Vec<(String, u32)>,
    pub discount_pct: u8,
}

pub struct CartCodec {
    pub key: Vec<u8>,
}

impl CartCodec {
    fn mac(&self) -> Hmac<Sha256> {
        Hmac::<Sha256>::new_from_slice(&self.key).expect("hmac accepts any key length")
    }

    pub fn encode(&self, state: &CartState) -> String {
        let bytes = rmp_serde::to_vec(state).expect("cart state serialises");
        let mut mac = self.mac();
        mac.update(&bytes);
        let tag = mac.finalize().into_bytes();
        format!("{}.{}", URL_SAFE_NO_PAD.encode(&bytes), URL_SAFE_NO_PAD.encode(tag))
    }

    pub fn decode(&self, raw: &str) -> Option<CartState> {
        let (body, tag) = raw.split_once('.')?;
        let bytes = URL_SAFE_NO_PAD.decode(body).ok()?;
        let tag = URL_SAFE_NO_PAD.decode(tag).ok()?;
        let mut mac = self.mac();
        mac.update(&bytes);
        mac.verify_slice(&tag).ok()?;
        rmp_serde::from_slice::<CartState>(&bytes).ok()
    }
}

#[get("/cart/total")]
pub async fn cart_total(req: HttpRequest, codec: web::Data<CartCodec>, prices: web::Data<std::collections::HashMap<String, u64>>) -> HttpResponse {
    let cart = req.cookie(CART_COOKIE).and_then(|c| codec.decode(c.value())).unwrap_or_default();
    let gross: u64 = cart
        .items
        .iter()
        .map(|(sku, qty)| prices.get(sku).copied().unwrap_or(0) * u64::from(*qty))
        .sum();
    let discount = gross * u64::from(cart.discount_pct.min(100)) / 100;
    let cookie = Cookie::build(CART_COOKIE, codec.encode(&cart))
        .path("/")
        .http_only(true)
        .secure(true)
        .finish();
    HttpResponse::Ok()
        .cookie(cookie)
        .json(serde_json::json!({ "customer": cart.customer_id, "total": gross - discount }))
}
