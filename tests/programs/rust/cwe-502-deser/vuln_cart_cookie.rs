// Axum storefront handlers that keep the shopper's cart and account flags in a compact bincode cookie.
use axum::{extract::Path, routing::{get, post}, Json, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Default)]
struct ClientState {
    user_id: u64,
    staff: bool,
    cart: Vec<(u32, u16)>,
}

fn decode_state(raw: &str) -> Option<ClientState> {
    let bytes = URL_SAFE_NO_PAD.decode(raw).ok()?;
    bincode::deserialize::<ClientState>(&bytes).ok()
}

fn encode_state(state: &ClientState) -> String {
    URL_SAFE_NO_PAD.encode(bincode::serialize(state).expect("serialize state"))
}

fn load(jar: &CookieJar) -> ClientState {
    jar.get("st").and_then(|c| decode_state(c.value())).unwrap_or_default()
}

async fn view_cart(jar: CookieJar) -> Json<serde_json::Value> {
    let state = load(&jar);
    let discount = if state.staff { 30 } else { 0 };
    Json(serde_json::json!({ "items": state.cart, "discount_percent": discount }))
}

async fn add_item(jar: CookieJar, Path((sku, qty)): Path<(u32, u16)>) -> CookieJar {
    let mut state = load(&jar);
    state.cart.push((sku, qty.min(99)));
    let cookie = Cookie::build(("st", encode_state(&state)))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::Lax);
    jar.add(cookie)
}

pub fn router() -> Router {
    Router::new()
        .route("/cart", get(view_cart))
        .route("/cart/add/:sku/:qty", post(add_item))
}
