// Axum storefront handlers that keep the shopper's cart and account flags in a compact bincode cookie.
use axum::{extract::Path, routing::{get, post}, Json, Router};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

type StateMac = Hmac<Sha256>;

#[derive(Serialize, Deserialize, Default)]
struct ClientState {
    user_id: u64,
    staff: bool,
    cart: Vec<(u32, u16)>,
}

fn mac() -> StateMac {
    let key = std::env::var("STATE_COOKIE_KEY").expect("STATE_COOKIE_KEY must be set");
    StateMac::new_from_slice(key.as_bytes()).expect("hmac accepts any key length")
}

fn decode_state(raw: &str) -> Option<ClientState> {
    let (body, sig) = raw.split_once('.')?;
    let bytes = URL_SAFE_NO_PAD.decode(body).ok()?;
    let sig = URL_SAFE_NO_PAD.decode(sig).ok()?;
    let mut m = mac();
    m.update(&bytes);
    m.verify_slice(&sig).ok()?;
    bincode::deserialize::<ClientState>(&bytes).ok()
}

fn encode_state(state: &ClientState) -> String {
    let bytes = bincode::serialize(state).expect("serialize state");
    let mut m = mac();
    m.update(&bytes);
    let sig = m.finalize().into_bytes();
    format!("{}.{}", URL_SAFE_NO_PAD.encode(&bytes), URL_SAFE_NO_PAD.encode(sig))
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
