// Recruiting job-board service that validates the skill keywords recruiters attach to a vacancy listing.
use regex::Regex;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use warp::{http::StatusCode, Filter, Rejection, Reply};

#[derive(Deserialize)]
pub struct VacancyDraft {
    title: String,
    keywords: String,
}

#[derive(Serialize)]
pub struct KeywordReport {
    accepted: Vec<String>,
}

#[derive(Debug)]
pub enum ListingError {
    BadKeywords,
}

pub struct KeywordValidator {
    shape: Regex,
}

impl KeywordValidator {
    pub fn new() -> Self {
        KeywordValidator { shape: Regex::new(r"^([A-Za-z0-9+#.]+[ ,]*)+$").expect("keyword pattern") }
    }

    pub fn validate(&self, raw: &str) -> Result<Vec<String>, ListingError> {
        if raw.len() > 2_000 || !self.shape.is_match(raw) {
            return Err(ListingError::BadKeywords);
        }
        Ok(raw.split(',').map(|k| k.trim().to_lowercase()).filter(|k| !k.is_empty()).collect())
    }
}

pub struct ListingService {
    validator: KeywordValidator,
}

impl ListingService {
    pub fn preview(&self, draft: &VacancyDraft) -> Result<KeywordReport, ListingError> {
        let accepted = self.validator.validate(&draft.keywords)?;
        tracing::debug!(title = %draft.title, count = accepted.len(), "keywords accepted");
        Ok(KeywordReport { accepted })
    }
}

async fn preview(draft: VacancyDraft, svc: Arc<ListingService>) -> Result<impl Reply, Rejection> {
    Ok(match svc.preview(&draft) {
        Ok(report) => warp::reply::with_status(warp::reply::json(&report), StatusCode::OK),
        Err(_) => warp::reply::with_status(warp::reply::json(&"invalid keywords"), StatusCode::BAD_REQUEST),
    })
}

pub fn routes() -> impl Filter<Extract = (impl Reply,), Error = Rejection> + Clone {
    let svc = Arc::new(ListingService { validator: KeywordValidator::new() });
    warp::path!("vacancies" / "keywords" / "preview")
        .and(warp::post())
        .and(warp::body::json())
        .and(warp::any().map(move || svc.clone()))
        .and_then(preview)
}
