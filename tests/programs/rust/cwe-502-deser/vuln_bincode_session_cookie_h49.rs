// Restores the shopping-cart session that the storefront keeps in a client-side cookie (axum).
use axum::{extract::State, http::StatusCode, Json};
use axum_extra::extract::cookie::CookieJar;
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};

const MAX_COOKIE_LEN: usize = 4096;

#[derive(Serialize, Deserialize)]
pub struct CartSession {
    pub customer_id: u64,
    pub is_staff: bool,
    pub items: Vec<(String, u32)>,
    pub coupon: Option<String>,
}

fn restore_cart(raw: &str) -> Option<CartSession> {
    if raw.len() > MAX_COOKIE_LEN {
        return None;
    }
    let bytes = URL_SAFE_NO_PAD.decode(raw).ok()?;
    bincode::deserialize::<CartSession>(&bytes).ok()
}

pub async fn checkout_summary(
    State(pool): State<sqlx::PgPool>,
    jar: CookieJar,
) -> Result<Json<Value>, StatusCode> {
    let raw = jar.get("cart").map(|c| c.value().to_owned()).ok_or(StatusCode::BAD_REQUEST)?;
    let cart = restore_cart(&raw).ok_or(StatusCode::BAD_REQUEST)?;
    let skus: Vec<String> = cart.items.iter().map(|(sku, _)| sku.clone()).collect();
    let prices: Vec<(String, i64)> =
        sqlx::query_as("SELECT sku, price_cents FROM products WHERE sku = ANY($1)")
            .bind(&skus)
            .fetch_all(&pool)
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
