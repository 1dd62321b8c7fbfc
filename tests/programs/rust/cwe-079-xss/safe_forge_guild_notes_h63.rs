// A forge guild notes program of the h63 set (cwe-079-xss).
use std::sync::{Arc, RwLock};

use axum::extract::{Path, State};
use axum::http::StatusCode;
use axum::response::Html;
use axum::routing::{get, post};
use axum::{Json, Router};
use pulldown_cmark::{html, Options, Parser};
use serde::Deserialize;

/// Technique notes shared between smiths of the guild (quenching oils, damascus folds, ...).
#[derive(Debug, Clone, Deserialize)]
pub struct NewNote {
    pub smith: String,
    pub title: String,
    pub markdown: String,
}

pub trait NoteFormatter: Send + Sync {
    fn to_html(&self, markdown: &str) -> String;
}

pub struct MarkdownFormatter {
    options: Options,
}

impl NoteFormatter for MarkdownFormatter {
    fn to_html(&self, markdown: &str) -> String {
        let mut out = String::with_capacity(markdown.len() * 2);
        html::push_html(&mut out, Parser::new_ext(markdown, self.options));
        ammonia::clean(&out)
    }
}

#[derive(Default)]
pub struct NoteBoard {
    notes: RwLock<Vec<NewNote>>,
}

impl NoteBoard {
    pub fn pin(&self, note: NewNote) -> usize {
        let mut notes = self.notes.write().unwrap();
        notes.push(note);
        notes.len() - 1
    }

    pub fn get(&self, index: usize) -> Option<NewNote> {
        self.notes.read().unwrap().get(index).cloned()
    }
}

pub struct GuildService {
    board: NoteBoard,
    formatter: Box<dyn NoteFormatter>,
}

impl GuildService {
    pub fn publish(&self, note: NewNote) -> Result<usize, &'static str> {
        if note.title.trim().is_empty() || note.markdown.len() > 50_000 {
            return Err("a note needs a title and at most 50k characters");
        }
        Ok(self.board.pin(note))
    }

    pub fn render(&self, index: usize) -> Option<String> {
        let note = self.board.get(index)?;
        Some(format!(
            "<article><h2>{}</h2><p class=\"by\">{}</p>{}</article>",
            html_escape::encode_text(&note.title),
            html_escape::encode_text(&note.smith),
            self.formatter.to_html(&note.markdown)
        ))
    }
}

async fn create_note(State(svc): State<Arc<GuildService>>, Json(note): Json<NewNote>) -> Result<Json<usize>, (StatusCode, &'static str)> {
    svc.publish(note).map(Json).map_err(|m| (StatusCode::UNPROCESSABLE_ENTITY, m))
}

async fn show_note(State(svc): State<Arc<GuildService>>, Path(index): Path<usize>) -> Result<Html<String>, StatusCode> {
    svc.render(index).map(Html).ok_or(StatusCode::NOT_FOUND)
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let svc = Arc::new(GuildService {
        board: NoteBoard::default(),
        formatter: Box::new(MarkdownFormatter { options: Options::ENABLE_TABLES | Options::ENABLE_STRIKETHROUGH }),
    });
    let app = Router::new()
        .route("/notes", post(create_note))
        .route("/notes/{index}", get(show_note))
        .with_state(svc);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:3002").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
