// Recruitment agency job board: pattern search across indexed candidate skill summaries.
use actix_web::{get, web, HttpResponse};
use regex::RegexBuilder;
use serde::{Deserialize, Serialize};
use std::sync::RwLock;

#[derive(Deserialize)]
pub struct SkillSearch {
    pub pattern: String,
    pub limit: Option<usize>,
}

#[derive(Serialize, Clone)]
pub struct CandidateSummary {
    pub candidate_id: u64,
    pub headline: String,
    pub skills: String,
}

#[derive(Default)]
pub struct SummaryIndex {
    entries: RwLock<Vec<CandidateSummary>>,
}

impl SummaryIndex {
    pub fn replace_all(&self, rows: Vec<CandidateSummary>) {
        *self.entries.write().unwrap() = rows;
    }
}

pub struct SkillMatcherService {
    pub index: SummaryIndex,
    pub max_pattern_len: usize,
}

impl SkillMatcherService {
    pub fn search(&self, req: &SkillSearch) -> Result<Vec<CandidateSummary>, String> {
        if req.pattern.len() > self.max_pattern_len {
            return Err("pattern too long".into());
        }
        let re = RegexBuilder::new(&req.pattern)
            .case_insensitive(true)
            .size_limit(512 * 1024)
            .dfa_size_limit(2 * 1024 * 1024)
            .build()
            .map_err(|e| e.to_string())?;
        let limit = req.limit.unwrap_or(25).min(100);
        let mut hits = Vec::new();
        for c in self.index.entries.read().unwrap().iter() {
            if re.is_match(&c.skills) {
                hits.push(c.clone());
                if hits.len() == limit {
                    break;
                }
            }
        }
        Ok(hits)
    }
}

#[get("/jobs/talent-search")]
async fn talent_search(svc: web::Data<SkillMatcherService>, q: web::Query<SkillSearch>) -> HttpResponse {
    match svc.search(&q) {
        Ok(hits) => HttpResponse::Ok().json(hits),
        Err(e) => HttpResponse::BadRequest().body(e),
    }
}
