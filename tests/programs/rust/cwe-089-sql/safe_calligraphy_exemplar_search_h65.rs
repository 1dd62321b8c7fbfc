// A calligraphy exemplar search program of the h65 set (cwe-089-sql).
// Live search over the studio's exemplar sheets (alphabets, flourishes,
// practice pages). The student app keeps a WebSocket open and sends a JSON
// message on every keystroke.
use axum::{
    extract::{
        ws::{Message, WebSocket, WebSocketUpgrade},
        State,
    },
    response::IntoResponse,
    routing::get,
    Router,
};
use serde::{Deserialize, Serialize};
use serde_json::json;
use sqlx::sqlite::SqlitePool;

#[derive(Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
enum ClientMessage {
    Search { term: String },
    Ping,
}

#[derive(Serialize, sqlx::FromRow)]
struct ExemplarHit {
    id: i64,
    title: String,
    hand: String,
    nib_width_mm: f64,
}

async fn search_exemplars(pool: &SqlitePool, term: &str) -> Result<Vec<ExemplarHit>, sqlx::Error> {
    let sql = "SELECT id, title, hand, nib_width_mm FROM exemplars \
         WHERE published = 1 AND title LIKE '%' || ?1 || '%' ORDER BY title LIMIT 25";
    sqlx::query_as::<_, ExemplarHit>(sql).bind(term).fetch_all(pool).await
}

async fn exemplar_session(mut socket: WebSocket, pool: SqlitePool) {
    while let Some(Ok(message)) = socket.recv().await {
        let Message::Text(text) = message else { continue };
        let reply = match serde_json::from_str::<ClientMessage>(text.as_str()) {
            Ok(ClientMessage::Search { term }) if term.chars().count() <= 64 => {
                match search_exemplars(&pool, &term).await {
                    Ok(hits) => json!({ "type": "results", "term": term, "hits": hits }),
                    Err(_) => json!({ "type": "error", "message": "search failed" }),
                }
            }
            Ok(ClientMessage::Search { .. }) => json!({ "type": "error", "message": "term too long" }),
            Ok(ClientMessage::Ping) => json!({ "type": "pong" }),
            Err(_) => json!({ "type": "error", "message": "unrecognised message" }),
        };
        if socket.send(Message::Text(reply.to_string().into())).await.is_err() {
            break;
        }
    }
}

async fn exemplar_ws(ws: WebSocketUpgrade, State(pool): State<SqlitePool>) -> impl IntoResponse {
    ws.on_upgrade(move |socket| exemplar_session(socket, pool))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let db_url = std::env::var("EXEMPLAR_DB").unwrap_or_else(|_| "sqlite:///srv/scriptorium/exemplars.db".into());
    let pool = SqlitePool::connect(&db_url).await?;
    let app = Router::new()
        .route("/ws/exemplars", get(exemplar_ws))
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8080").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
