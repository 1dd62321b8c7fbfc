// A pickup address program of the h69 set (cwe-352-csrf).
use std::sync::Arc;

use axum::{
    extract::{Request, State},
    http::{Method, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::{get, post},
    Extension, Form, Json, Router,
};
use argon2::{Argon2, PasswordHash, PasswordVerifier};
use axum_extra::extract::cookie::{Cookie, CookieJar, SameSite};
use dashmap::DashMap;
use serde::{Deserialize, Serialize};
use uuid::Uuid;

#[derive(Clone)]
struct Session {
    customer_id: u64,
    csrf_token: String,
}

#[derive(Default)]
struct Shop {
    sessions: DashMap<String, Session>,
    addresses: DashMap<u64, String>,
    pin_hashes: DashMap<u64, String>,
}

async fn session_guard(State(shop): State<Arc<Shop>>, mut req: Request, next: Next) -> Response {
    let jar = CookieJar::from_headers(req.headers());
    let session = jar
        .get("cobbler_sid")
        .and_then(|c| shop.sessions.get(c.value()).map(|s| s.clone()));
    let Some(session) = session else {
        return StatusCode::UNAUTHORIZED.into_response();
    };

    match *req.method() {
        Method::DELETE | Method::PUT => {
            let sent = req.headers().get("x-csrf-token").and_then(|v| v.to_str().ok());
            if sent != Some(session.csrf_token.as_str()) {
                return StatusCode::FORBIDDEN.into_response();
            }
        }
        _ => {}
    }

    req.extensions_mut().insert(session);
    next.run(req).await
}

#[derive(Serialize)]
struct AddressView {
    address: Option<String>,
    csrf_token: String,
}

#[derive(Deserialize)]
struct AddressForm {
    address: String,
}

async fn show_address(State(shop): State<Arc<Shop>>, Extension(session): Extension<Session>) -> Json<AddressView> {
    Json(AddressView {
        address: shop.addresses.get(&session.customer_id).map(|a| a.clone()),
        csrf_token: session.csrf_token,
    })
}

async fn change_address(
    State(shop): State<Arc<Shop>>,
    Extension(session): Extension<Session>,
    Form(form): Form<AddressForm>,
) -> StatusCode {
    let address = form.address.trim();
    if address.is_empty() || address.len() > 300 {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    shop.addresses.insert(session.customer_id, address.to_owned());
    StatusCode::NO_CONTENT
}

async fn forget_address(State(shop): State<Arc<Shop>>, Extension(session): Extension<Session>) -> StatusCode {
    shop.addresses.remove(&session.customer_id);
    StatusCode::NO_CONTENT
}

#[derive(Deserialize)]
struct SignIn {
    customer_id: u64,
    pin: String,
}

async fn sign_in(State(shop): State<Arc<Shop>>, jar: CookieJar, Json(body): Json<SignIn>) -> Response {
    let pin_ok = shop.pin_hashes.get(&body.customer_id).is_some_and(|stored| {
        PasswordHash::new(stored.value())
            .is_ok_and(|h| Argon2::default().verify_password(body.pin.as_bytes(), &h).is_ok())
    });
    if !pin_ok {
        return StatusCode::UNAUTHORIZED.into_response();
    }
    let sid = Uuid::new_v4().simple().to_string();
    let csrf_token = Uuid::new_v4().simple().to_string();
    shop.sessions.insert(sid.clone(), Session { customer_id: body.customer_id, csrf_token });
    // the repair-status widget lives on the shopping-arcade site, so the cookie has to travel cross-site
    let cookie = Cookie::build(("cobbler_sid", sid))
        .path("/")
        .http_only(true)
        .secure(true)
        .same_site(SameSite::None);
    (jar.add(cookie), StatusCode::NO_CONTENT).into_response()
}

#[tokio::main]
async fn main() {
    let shop = Arc::new(Shop::default());
    // customer_id<TAB>argon2 PIN hash, exported nightly from the till
    let pins = std::fs::read_to_string("/var/lib/cobbler/loyalty-pins.tsv").unwrap_or_default();
    for line in pins.lines() {
        if let Some((id, hash)) = line.split_once('\t') {
            if let Ok(id) = id.parse() {
                shop.pin_hashes.insert(id, hash.to_owned());
            }
        }
    }
    let account = Router::new()
        .route("/address", get(show_address).post(change_address).delete(forget_address))
        .layer(middleware::from_fn_with_state(shop.clone(), session_guard));
    let app = Router::new()
        .nest("/account", account)
        .route("/sign-in", post(sign_in))
        .with_state(shop);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8210").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
