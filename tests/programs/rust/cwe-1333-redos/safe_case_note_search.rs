// Actix endpoint that searches a legal matter's case notes for a term and returns the matching note excerpts.
use std::collections::HashMap;

use actix_web::{get, web, HttpResponse};
use fancy_regex::Regex;
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
pub struct NoteSearch {
    pub q: String,
    pub whole_word: Option<bool>,
}

pub struct CaseNote {
    pub id: u64,
    pub author: String,
    pub body: String,
}

#[derive(Serialize)]
pub struct NoteHit {
    pub id: u64,
    pub author: String,
    pub excerpt: String,
}

pub struct NoteArchive {
    notes: HashMap<u64, Vec<CaseNote>>,
}

struct NoteMatcher {
    pattern: Regex,
}

impl NoteMatcher {
    fn compile(search: &NoteSearch) -> Result<Self, fancy_regex::Error> {
        let term = fancy_regex::escape(search.q.trim());
        let source = if search.whole_word.unwrap_or(false) {
            format!(r"(?i)\b{}\b", term)
        } else {
            format!("(?i){}", term)
        };
        Ok(NoteMatcher { pattern: Regex::new(&source)? })
    }

    fn hits(&self, notes: &[CaseNote]) -> Vec<NoteHit> {
        notes
            .iter()
            .filter(|n| self.pattern.is_match(&n.body).unwrap_or(false))
            .map(|n| NoteHit { id: n.id, author: n.author.clone(), excerpt: n.body.chars().take(160).collect() })
            .collect()
    }
}

#[get("/matters/{matter_id}/notes/search")]
pub async fn search_notes(archive: web::Data<NoteArchive>, path: web::Path<u64>, q: web::Query<NoteSearch>) -> HttpResponse {
    if q.q.trim().is_empty() {
        return HttpResponse::BadRequest().body("empty search");
    }
    let Ok(matcher) = NoteMatcher::compile(&q) else {
        return HttpResponse::BadRequest().body("invalid search");
    };
    let notes = archive.notes.get(&path.into_inner()).map(Vec::as_slice).unwrap_or(&[]);
    HttpResponse::Ok().json(matcher.hits(notes))
}
