// Actix-web handlers that keep the shopping cart state in a MessagePack-encoded cookie.
use actix_web::{cookie::Cookie, get, web, HttpRequest, HttpResponse};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use serde::{Deserialize, Serialize};

const CART_COOKIE: &str = "cart_state";

#[derive(Serialize, Deserialize, Default)]
pub struct CartState {
    pub customer_id: u64,
    pub items: Vec<(String, u32)>,
    pub discount_pct: u8,
}

pub struct CartCodec;

impl CartCodec {
    pub fn encode(state: &CartState) -> String {
        let bytes = rmp_serde::to_vec(state).expect("cart state serialises");
        URL_SAFE_NO_PAD.encode(bytes)
    }

    pub fn decode(raw: &str) -> Option<CartState> {
        let bytes = URL_SAFE_NO_PAD.decode(raw).ok()?;
        rmp_serde::from_slice::<CartState>(&bytes).ok()
    }
}

fn load_cart(req: &HttpRequest) -> CartState {
    req.cookie(CART_COOKIE)
        .and_then(|c| CartCodec::decode(c.value()))
        .unwrap_or_default()
}

#[get("/cart/total")]
pub async fn cart_total(req: HttpRequest, prices: web::Data<std::collections::HashMap<String, u64>>) -> HttpResponse {
    let cart = load_cart(&req);
    let gross: u64 = cart
        .items
        .iter()
        .map(|(sku, qty)| prices.get(sku).copied().unwrap_or(0) * u64::from(*qty))
        .sum();
    let discount = gross * u64::from(cart.discount_pct.min(100)) / 100;
    let cookie = Cookie::build(CART_COOKIE, CartCodec::encode(&cart))
        .path("/")
        .http_only(true)
        .secure(true)
        .finish();
    HttpResponse::Ok()
        .cookie(cookie)
        .json(serde_json::json!({ "customer": cart.customer_id, "total": gross - discount }))
}
