// Lending library catalogue: API Gateway -> Lambda -> service -> Postgres repository.
use async_trait::async_trait;
use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};
use serde::Serialize;
use sqlx::postgres::{PgPool, PgPoolOptions};
use std::sync::Arc;

#[derive(Debug, Serialize, sqlx::FromRow)]
struct CatalogueItem {
    isbn: String,
    title: String,
    author: String,
    copies_available: i32,
}

#[derive(Debug)]
struct SearchCriteria {
    author: String,
    branch: String,
}

#[async_trait]
trait CatalogueRepository: Send + Sync {
    async fn by_author(&self, criteria: &SearchCriteria) -> Result<Vec<CatalogueItem>, sqlx::Error>;
}

struct PgCatalogueRepository {
    pool: PgPool,
}

#[async_trait]
impl CatalogueRepository for PgCatalogueRepository {
    async fn by_author(&self, criteria: &SearchCriteria) -> Result<Vec<CatalogueItem>, sqlx::Error> {
        let sql = format!(
            "SELECT isbn, title, author, copies_available FROM holdings \
             WHERE branch_code = '{}' AND author ILIKE '%{}%' ORDER BY title LIMIT 50",
            criteria.branch, criteria.author
        );
        sqlx::query_as::<_, CatalogueItem>(&sql)
            .fetch_all(&self.pool)
            .await
    }
}

struct CatalogueService {
    repo: Arc<dyn CatalogueRepository>,
}

impl CatalogueService {
    fn new(repo: Arc<dyn CatalogueRepository>) -> Self {
        Self { repo }
    }

    async fn search(&self, criteria: SearchCriteria) -> Result<Vec<CatalogueItem>, sqlx::Error> {
        let mut items = self.repo.by_author(&criteria).await?;
        items.retain(|i| i.copies_available >= 0);
        Ok(items)
    }
}

async fn handle(service: Arc<CatalogueService>, event: Request) -> Result<Response<Body>, Error> {
    let params = event.query_string_parameters();
    let author = params.first("author").unwrap_or_default().trim().to_string();
    let branch = event
        .path_parameters()
        .first("branch")
        .unwrap_or("MAIN")
        .to_string();

    if author.is_empty() {
        return Ok(Response::builder().status(400).body("author is required".into())?);
    }

    let items = service.search(SearchCriteria { author, branch }).await?;
    let body = serde_json::to_string(&items)?;
    Ok(Response::builder()
        .status(200)
        .header("content-type", "application/json")
        .body(body.into())?)
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let url = std::env::var("CATALOGUE_DATABASE_URL")?;
    let pool = PgPoolOptions::new().max_connections(4).connect(&url).await?;
    let service = Arc::new(CatalogueService::new(Arc::new(PgCatalogueRepository { pool })));
    run(service_fn(move |event: Request| {
        let service = Arc::clone(&service);
        async move { handle(service, event).await }
    }))
    .await
}
