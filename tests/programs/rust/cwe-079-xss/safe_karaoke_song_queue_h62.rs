// A karaoke song queue program of the h62 set (cwe-079-xss).
// Karaoke bar: guests add themselves to the song queue from their phones and
// the big screen polls the rendered queue page.
use axum::{
    extract::{Form, State},
    http::StatusCode,
    response::{Html, IntoResponse, Redirect},
    routing::get,
    Router,
};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use tera::{Context, Tera};
use tokio::sync::RwLock;

const QUEUE_TEMPLATE: &str = r#"<!doctype html>
<html><head><meta http-equiv="refresh" content="10"><title>Up next</title></head>
<body><h1>Up next at the {{ room }}</h1><ol>
{% for e in entries %}<li><strong>{{ e.singer }}</strong> &mdash; {{ e.song }}</li>{% endfor %}
</ol></body></html>"#;

#[derive(Deserialize)]
struct Signup {
    singer: String,
    song: String,
}

#[derive(Serialize, Clone)]
struct Entry {
    singer: String,
    song: String,
}

#[derive(Clone, Default)]
struct Bar {
    queue: Arc<RwLock<Vec<Entry>>>,
}

fn entry_from(form: Signup) -> Option<Entry> {
    let clip = |s: String, n: usize| s.trim().chars().take(n).collect::<String>();
    let entry = Entry { singer: clip(form.singer, 40), song: clip(form.song, 80) };
    (!entry.singer.is_empty() && !entry.song.is_empty()).then_some(entry)
}

fn render_queue(entries: &[Entry]) -> tera::Result<String> {
    let mut ctx = Context::new();
    ctx.insert("room", "Blue Room");
    ctx.insert("entries", entries);
    Tera::one_off(QUEUE_TEMPLATE, &ctx, true)
}

async fn show_queue(State(bar): State<Bar>) -> impl IntoResponse {
    let entries = bar.queue.read().await.clone();
    render_queue(&entries)
        .map(Html)
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

async fn join_queue(State(bar): State<Bar>, Form(form): Form<Signup>) -> impl IntoResponse {
    match entry_from(form) {
        Some(entry) => {
            bar.queue.write().await.push(entry);
            Redirect::to("/queue").into_response()
        }
        None => StatusCode::UNPROCESSABLE_ENTITY.into_response(),
    }
}

#[tokio::main]
async fn main() {
    let app = Router::new()
        .route("/queue", get(show_queue).post(join_queue))
        .with_state(Bar::default());
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8090").await.expect("bind");
    axum::serve(listener, app).await.expect("server");
}
