// Axum websocket hub that broadcasts rendered HTML fragments of collaborative playlist notes to listeners.
use axum::{
    extract::ws::{Message, WebSocket, WebSocketUpgrade},
    extract::State,
    response::Response,
    routing::get,
    Router,
};
use serde::Deserialize;
use tera::{Context, Tera};
use tokio::sync::broadcast;

const FRAGMENT: &str = r#"<li id="track-{{ position }}" hx-swap-oob="true">
  <strong>{{ title }}</strong>
  <blockquote class="curator-note">{{ note }}</blockquote>
</li>"#;

#[derive(Deserialize)]
struct NoteEdit {
    position: u16,
    title: String,
    note: String,
}

fn context_for(edit: &NoteEdit) -> Context {
    let mut ctx = Context::new();
    ctx.insert("position", &edit.position);
    ctx.insert("title", &edit.title);
    ctx.insert("note", &edit.note);
    ctx
}

fn render_fragment(edit: NoteEdit) -> Option<String> {
    Tera::one_off(FRAGMENT, &context_for(&edit), false).ok()
}

async fn session(mut socket: WebSocket, hub: broadcast::Sender<String>) {
    let mut feed = hub.subscribe();
    loop {
        tokio::select! {
            incoming = socket.recv() => match incoming {
                Some(Ok(Message::Text(text))) => {
                    let rendered = serde_json::from_str::<NoteEdit>(&text).ok().and_then(render_fragment);
                    if let Some(html) = rendered {
                        let _ = hub.send(html);
                    }
                }
                Some(Ok(_)) => continue,
                _ => break,
            },
            Ok(html) = feed.recv() => {
                if socket.send(Message::Text(html)).await.is_err() {
                    break;
                }
            }
        }
    }
}

async fn upgrade(ws: WebSocketUpgrade, State(hub): State<broadcast::Sender<String>>) -> Response {
    ws.on_upgrade(move |socket| session(socket, hub))
}

pub fn router() -> Router {
    let (hub, _) = broadcast::channel(256);
    Router::new().route("/playlists/notes/live", get(upgrade)).with_state(hub)
}
