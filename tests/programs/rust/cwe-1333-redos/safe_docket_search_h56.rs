// Actix-web endpoint letting paralegals filter a matter's docket entries with a pattern search.
use actix_web::{get, web, HttpResponse};
use regex::RegexBuilder;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Deserialize)]
struct DocketQuery {
    pattern: String,
    limit: Option<usize>,
}

#[derive(Clone, Serialize)]
pub struct DocketEntry {
    pub seq: u32,
    pub filed_on: String,
    pub text: String,
}

pub type DocketSource = Arc<dyn Fn(&str) -> Vec<DocketEntry> + Send + Sync>;

fn compile(pattern: &str) -> Result<impl Fn(&str) -> bool, String> {
    let re = RegexBuilder::new(pattern)
        .size_limit(1 << 20)
        .dfa_size_limit(1 << 20)
        .build()
        .map_err(|e| e.to_string())?;
    Ok(move |text: &str| re.is_match(text))
}

#[get("/matters/{matter}/docket/search")]
async fn search(
    source: web::Data<DocketSource>,
    matter: web::Path<String>,
    q: web::Query<DocketQuery>,
) -> HttpResponse {
    if q.pattern.is_empty() || q.pattern.len() > 200 {
        return HttpResponse::BadRequest().body("pattern must be 1-200 characters");
    }
    let matches = match compile(&q.pattern) {
        Ok(m) => m,
        Err(e) => return HttpResponse::BadRequest().body(e),
    };
    let hits: Vec<DocketEntry> = source(matter.as_str())
        .into_iter()
        .filter(|entry| matches(&entry.text))
        .take(q.limit.unwrap_or(50).min(200))
        .collect();
    HttpResponse::Ok().json(hits)
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(search);
}
