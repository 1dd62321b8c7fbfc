// A forge job search program of the h67 set (cwe-1333-redos).
// blacksmith forges: pattern search across the forge's job book (gates, railings, tool repairs)
use std::sync::Arc;

use regex::RegexBuilder;
use salvo::prelude::*;
use serde::{Deserialize, Serialize};
use validator::Validate;

#[derive(Debug, Deserialize, Validate)]
struct JobSearch {
    #[validate(length(min = 1, max = 200))]
    pattern: String,
    #[serde(default)]
    case_sensitive: bool,
    #[validate(range(min = 1, max = 200))]
    limit: Option<usize>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
struct Job {
    number: u32,
    customer: String,
    description: String,
}

#[derive(Serialize)]
struct SearchResult {
    matched: usize,
    jobs: Vec<Job>,
}

struct JobBook {
    jobs: Vec<Job>,
}

impl JobBook {
    fn load(path: &str) -> anyhow::Result<Self> {
        let raw = std::fs::read_to_string(path)?;
        Ok(Self { jobs: serde_json::from_str(&raw)? })
    }

    fn search(&self, q: &JobSearch) -> anyhow::Result<Vec<Job>> {
        let re = RegexBuilder::new(&q.pattern)
            .case_insensitive(!q.case_sensitive)
            .size_limit(256 * 1024)
            .dfa_size_limit(1024 * 1024)
            .build()?;
        let mut hits = Vec::new();
        for job in &self.jobs {
            if re.is_match(&job.description) || re.is_match(&job.customer) {
                hits.push(job.clone());
                if hits.len() >= q.limit.unwrap_or(50) {
                    break;
                }
            }
        }
        Ok(hits)
    }
}

#[handler]
async fn search_jobs(req: &mut Request, depot: &mut Depot, res: &mut Response) -> Result<(), StatusError> {
    let book = depot
        .obtain::<Arc<JobBook>>()
        .map_err(|_| StatusError::internal_server_error())?
        .clone();
    let q: JobSearch = req.parse_queries().map_err(|_| StatusError::bad_request())?;
    q.validate()
        .map_err(|e| StatusError::bad_request().brief(e.to_string()))?;

    let jobs = tokio::task::spawn_blocking(move || book.search(&q))
        .await
        .map_err(|_| StatusError::internal_server_error())?
        .map_err(|e| StatusError::bad_request().brief(e.to_string()))?;

    res.render(Json(SearchResult { matched: jobs.len(), jobs }));
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let book = Arc::new(JobBook::load("/srv/anvil/jobbook.json")?);

    let router = Router::new()
        .hoop(affix::inject(book))
        .push(Router::with_path("jobs/search").get(search_jobs));

    let acceptor = TcpListener::new("0.0.0.0:5803").bind().await;
    Server::new(acceptor).serve(router).await;
    Ok(())
}
