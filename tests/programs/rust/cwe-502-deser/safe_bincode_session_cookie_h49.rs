// Restores the shopping-cart session that the storefront keeps in a client-side cookie (axum).
use axum::{extract::State, http::StatusCode, Json};
use axum_extra::extract::cookie::CookieJar;
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sha2::Sha256;
use std::sync::Arc;

const MAX_COOKIE_LEN: usize = 4096;

#[derive(Serialize, Deserialize)]
pub struct CartSession {
    pub customer_id: u64,
    pub is_staff: bool,
    pub items: Vec<(String, u32)>,
    pub coupon: Option<String>,
}

pub struct ShopState {
    pub pool: sqlx::PgPool,
    pub cookie_key: Vec<u8>,
}

fn restore_cart(raw: &str, key: &[u8]) -> Option<CartSession> {
    if raw.len() > MAX_COOKIE_LEN {
        return None;
    }
    let (payload_b64, sig_b64) = raw.split_once('.')?;
    let payload = URL_SAFE_NO_PAD.decode(payload_b64).ok()?;
    let signature = URL_SAFE_NO_PAD.decode(sig_b64).ok()?;
    let mut mac = Hmac::<Sha256>::new_from_slice(key).ok()?;
    mac.update(&payload);
    mac.verify_slice(&signature).ok()?;
    bincode::deserialize::<CartSession>(&payload).ok()
}

pub async fn checkout_summary(
    State(state): State<Arc<ShopState>>,
    jar: CookieJar,
) -> Result<Json<Value>, StatusCode> {
    let raw = jar.get("cart").map(|c| c.value().to_owned()).ok_or(StatusCode::BAD_REQUEST)?;
    let cart = restore_cart(&raw, &state.cookie_key).ok_or(StatusCode::BAD_REQUEST)?;
    let skus: Vec<String> = cart.items.iter().map(|(sku, _)| sku.clone()).collect();
    let prices: Vec<(String, i64)> =
        sqlx::query_as("SELECT sku, price_cents FROM products WHERE sku = ANY($1)")
            .bind(&skus)
            .fetch_all(&state.pool)
            .await
            .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let subtotal: i64 = cart
        .items
        .iter()
        .filter_map(|(sku, qty)| prices.iter().find(|(s, _)| s == sku).map(|(_, p)| p * *qty as i64))
        .sum();
    let discount_pct = if cart.is_staff { 30 } else { 0 };
    Ok(Json(json!({
        "customer": cart.customer_id,
        "subtotal_cents": subtotal,
        "discount_cents": subtotal * discount_pct / 100,
        "coupon": cart.coupon,
    })))
}
