// A delivery address update program of the h67 set (cwe-352-csrf).
// stained glass studios: customers update the delivery address for a commissioned window panel
use std::{collections::HashMap, sync::Arc};

use axum::{
    extract::State,
    http::StatusCode,
    response::{Html, IntoResponse, Redirect, Response},
    routing::get,
    Form, Router,
};
use axum_extra::extract::CookieJar;
use serde::Deserialize;
use subtle::ConstantTimeEq;
use tokio::sync::RwLock;
use validator::Validate;

#[derive(Clone)]
struct Session {
    customer_id: u32,
    csrf_token: String,
}

#[derive(Default)]
struct AppState {
    sessions: RwLock<HashMap<String, Session>>,
    addresses: RwLock<HashMap<u32, DeliveryAddress>>,
}

#[derive(Debug, Clone, Deserialize, Validate)]
struct DeliveryAddress {
    #[validate(length(min = 3, max = 100))]
    line1: String,
    #[validate(length(max = 100))]
    line2: Option<String>,
    #[validate(length(min = 2, max = 60))]
    town: String,
    #[validate(length(min = 5, max = 8))]
    postcode: String,
}

#[derive(Debug, Deserialize, Validate)]
struct AddressForm {
    #[validate(length(equal = 43))]
    csrf_token: String,
    #[validate(nested)]
    #[serde(flatten)]
    address: DeliveryAddress,
}

async fn current_session(state: &AppState, jar: &CookieJar) -> Option<Session> {
    let id = jar.get("studio_session")?.value().to_string();
    state.sessions.read().await.get(&id).cloned()
}

async fn show_form(State(state): State<Arc<AppState>>, jar: CookieJar) -> Response {
    let Some(session) = current_session(&state, &jar).await else {
        return Redirect::to("/login").into_response();
    };
    Html(format!(
        r#"<form method="post" action="/account/delivery">
  <input type="hidden" name="csrf_token" value="{}">
  <input name="line1"> <input name="line2"> <input name="town"> <input name="postcode">
  <button>Save delivery address</button>
</form>"#,
        session.csrf_token
    ))
    .into_response()
}

async fn update_address(
    State(state): State<Arc<AppState>>,
    jar: CookieJar,
    Form(form): Form<AddressForm>,
) -> Response {
    let Some(session) = current_session(&state, &jar).await else {
        return StatusCode::UNAUTHORIZED.into_response();
    };
    if let Err(e) = form.validate() {
        return (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()).into_response();
    }
    let token_matches: bool = form
        .csrf_token
        .as_bytes()
        .ct_eq(session.csrf_token.as_bytes())
        .into();
    if !token_matches {
        return (StatusCode::FORBIDDEN, "form has expired, please reload the page").into_response();
    }

    state
        .addresses
        .write()
        .await
        .insert(session.customer_id, form.address);
    Redirect::to("/account?saved=delivery").into_response()
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = Arc::new(AppState::default());
    let app = Router::new()
        .route("/account/delivery", get(show_form).post(update_address))
        .layer(tower_http::trace::TraceLayer::new_for_http())
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:8900").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
