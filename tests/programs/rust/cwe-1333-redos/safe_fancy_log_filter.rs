// Actix-web endpoint that filters recent audit log lines with a caller-supplied pattern.
use actix_web::{get, web, HttpResponse};
use regex::{Regex, RegexBuilder};
use serde::Deserialize;
use std::collections::VecDeque;
use std::sync::RwLock;

const MAX_PATTERN_LEN: usize = 256;
const MAX_RESULTS: usize = 500;

#[derive(Deserialize)]
pub struct FilterQuery {
    pattern: String,
}

pub struct AuditBuffer {
    pub lines: RwLock<VecDeque<String>>,
}

fn compile_filter(pattern: &str) -> Result<Regex, String> {
    if pattern.is_empty() || pattern.len() > MAX_PATTERN_LEN {
        return Err("pattern length out of range".into());
    }
    RegexBuilder::new(pattern)
        .size_limit(1 << 20)
        .dfa_size_limit(1 << 20)
        .build()
        .map_err(|e| e.to_string())
}

#[get("/audit/search")]
pub async fn search(q: web::Query<FilterQuery>, buffer: web::Data<AuditBuffer>) -> HttpResponse {
    let filter = match compile_filter(&q.pattern) {
        Ok(re) => re,
        Err(msg) => return HttpResponse::BadRequest().body(msg),
    };
    let lines = buffer.lines.read().unwrap();
    let mut hits = Vec::new();
    for line in lines.iter().rev() {
        if filter.is_match(line) {
            hits.push(line.clone());
            if hits.len() >= MAX_RESULTS {
                break;
            }
        }
    }
    HttpResponse::Ok().json(hits)
}
