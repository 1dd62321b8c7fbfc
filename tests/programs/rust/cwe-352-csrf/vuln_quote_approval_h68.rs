// A quote approval program of the h68 set (cwe-352-csrf).
// sauna builders: customers approve a build quote (and trigger the deposit invoice) from their account page
use std::{collections::HashMap, sync::Arc};

use axum::{
    extract::{Form, Path, State},
    http::StatusCode,
    response::{Html, Redirect},
    routing::{get, post},
    Router,
};
use axum_extra::extract::cookie::CookieJar;
use serde::Deserialize;
use tokio::sync::RwLock;

#[derive(Clone)]
struct Session {
    customer_id: u64,
    csrf: String,
}

// sessions are written by the accounts service sharing this process
#[derive(Clone, Default)]
struct Portal {
    sessions: Arc<RwLock<HashMap<String, Session>>>,
    approved: Arc<RwLock<HashMap<u64, u64>>>,
}

#[derive(Deserialize)]
struct ApprovalForm {
    csrf_token: Option<String>,
    deposit_percent: u8,
}

async fn current_session(portal: &Portal, jar: &CookieJar) -> Option<Session> {
    let sid = jar.get("sauna_sid")?.value().to_owned();
    portal.sessions.read().await.get(&sid).cloned()
}

async fn quote_page(
    State(portal): State<Portal>,
    jar: CookieJar,
    Path(quote_id): Path<u64>,
) -> Result<Html<String>, StatusCode> {
    let Session { csrf, .. } = current_session(&portal, &jar)
        .await
        .ok_or(StatusCode::UNAUTHORIZED)?;
    Ok(Html(format!(
        r#"<h1>Quote #{quote_id}: barrel sauna, thermowood, 9 kW heater</h1>
<form method="post" action="/quotes/{quote_id}/approve">
  <input type="hidden" name="csrf_token" value="{csrf}">
  <select name="deposit_percent"><option>30</option><option>50</option></select>
  <button>Approve and request deposit invoice</button>
</form>"#
    )))
}

async fn approve_quote(
    State(portal): State<Portal>,
    jar: CookieJar,
    Path(quote_id): Path<u64>,
    Form(ApprovalForm { csrf_token, deposit_percent }): Form<ApprovalForm>,
) -> Result<Redirect, StatusCode> {
    let Session { customer_id, csrf } = current_session(&portal, &jar)
        .await
        .ok_or(StatusCode::UNAUTHORIZED)?;

    match csrf_token.as_deref() {
        Some(sent) if sent != csrf => return Err(StatusCode::FORBIDDEN),
        _ => {}
    }

    if !matches!(deposit_percent, 30 | 50) {
        return Err(StatusCode::UNPROCESSABLE_ENTITY);
    }

    portal.approved.write().await.insert(quote_id, customer_id);
    tracing::info!(quote_id, customer_id, deposit_percent, "quote approved, invoicing deposit");
    Ok(Redirect::to(&format!("/quotes/{quote_id}")))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    tracing_subscriber::fmt::init();
    let app = Router::new()
        .route("/quotes/:id", get(quote_page))
        .route("/quotes/:id/approve", post(approve_quote))
        .with_state(Portal::default());
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8030").await?;
    axum::serve(listener, app).await
}
