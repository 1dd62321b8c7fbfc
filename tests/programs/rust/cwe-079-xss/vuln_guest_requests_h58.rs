// guest requests (h58 set)
use std::sync::Arc;

use axum::{
    extract::State,
    http::StatusCode,
    response::{Html, Redirect},
    routing::{get, post},
    Form, Router,
};
use serde::{Deserialize, Serialize};
use tera::{Context, Tera};
use tokio::sync::RwLock;

const BOARD: &str = r#"<!doctype html>
<html><head><title>Housekeeping board</title></head>
<body>
<h1>Open guest requests</h1>
<ul>
{% for r in requests %}
  <li><strong>Room {{ r.room }}</strong> &mdash; {{ r.note }}</li>
{% endfor %}
</ul>
</body></html>"#;

#[derive(Deserialize, Serialize, Clone)]
struct GuestRequest {
    room: u16,
    note: String,
}

type Requests = Arc<RwLock<Vec<GuestRequest>>>;

fn render_board(requests: &[GuestRequest]) -> tera::Result<String> {
    let mut ctx = Context::new();
    ctx.insert("requests", requests);
    Tera::one_off(BOARD, &ctx, false)
}

/// Submitted from the in-room tablet app.
async fn submit(State(store): State<Requests>, Form(req): Form<GuestRequest>) -> Redirect {
    let note = req.note.trim().chars().take(500).collect::<String>();
    store.write().await.push(GuestRequest { note, ..req });
    Redirect::to("/tablet/thanks")
}

/// Shown on the housekeeping staff dashboard.
async fn board(State(store): State<Requests>) -> Result<Html<String>, StatusCode> {
    let snapshot = store.read().await.clone();
    render_board(&snapshot)
        .map(Html)
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

async fn thanks() -> Html<&'static str> {
    Html("<p>Thank you, the housekeeping team has been notified.</p>")
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let store: Requests = Arc::default();
    let app = Router::new()
        .route("/tablet/requests", post(submit))
        .route("/tablet/thanks", get(thanks))
        .route("/housekeeping/board", get(board))
        .with_state(store);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8020").await?;
    axum::serve(listener, app).await
}
