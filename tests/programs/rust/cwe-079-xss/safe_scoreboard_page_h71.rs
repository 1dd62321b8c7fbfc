// A scoreboard page program of the h71 set (cwe-079-xss).
use std::sync::Arc;

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::{Html, IntoResponse, Response},
    routing::get,
    Router,
};
use html_escape::encode_text;
use serde::Deserialize;
use tokio::sync::RwLock;

struct Score {
    archer: String,
    bow: String,
    ends: Vec<u8>,
}

type Board = Arc<RwLock<Vec<Vec<Score>>>>;

#[derive(Deserialize)]
struct BoardQuery {
    highlight: Option<String>,
}

enum BoardError {
    NoSuchLane(usize),
}

impl IntoResponse for BoardError {
    fn into_response(self) -> Response {
        match self {
            BoardError::NoSuchLane(n) => {
                (StatusCode::NOT_FOUND, format!("lane {n} is not in use today")).into_response()
            }
        }
    }
}

async fn scoreboard(
    State(board): State<Board>,
    Path(lane): Path<usize>,
    Query(q): Query<BoardQuery>,
) -> Result<Html<String>, BoardError> {
    let lanes = board.read().await;
    let scores = lanes.get(lane).ok_or(BoardError::NoSuchLane(lane))?;

    let mut rows = String::new();
    for s in scores {
        let total: u32 = s.ends.iter().map(|&e| u32::from(e)).sum();
        rows.push_str(&format!(
            "<tr><td>{}</td><td>{}</td><td>{total}</td></tr>",
            encode_text(&s.archer),
            encode_text(&s.bow)
        ));
    }

    let banner = if let Some(name) = q
        .highlight
        .as_deref()
        .filter(|n| scores.iter().any(|s| s.archer.eq_ignore_ascii_case(n)))
    {
        format!("<p class=\"hl\">Following {}</p>", encode_text(name))
    } else {
        let asked = encode_text(q.highlight.as_deref().unwrap_or_default()).into_owned();
        format!("<p class=\"muted\">No archer called {asked} on lane {lane}</p>")
    };

    Ok(Html(format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>Lane {lane}</title></head>\
         <body>{banner}<table><tr><th>Archer</th><th>Bow</th><th>Total</th></tr>{rows}</table>\
         </body></html>"
    )))
}

#[tokio::main]
async fn main() {
    let board: Board = Arc::new(RwLock::new(vec![
        Vec::new(),
        vec![Score { archer: "Maren Holt".into(), bow: "recurve".into(), ends: vec![54, 56, 51] }],
    ]));
    let app = Router::new()
        .route("/lanes/{lane}/scoreboard", get(scoreboard))
        .with_state(board);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8077").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
