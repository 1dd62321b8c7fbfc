// A violin catalogue program of the h63 set (cwe-089-sql).
use std::sync::Arc;

use actix_web::{get, web, App, HttpResponse, HttpServer, Responder};
use async_trait::async_trait;
use serde::{Deserialize, Serialize};
use sqlx::postgres::{PgPool, PgPoolOptions};

const SORTABLE_COLUMNS: [&str; 4] = ["maker", "completed_year", "tonewood", "price_eur"];

#[derive(Debug, Deserialize)]
pub struct CatalogueQuery {
    pub workshop: String,
    pub sort: Option<String>,
    pub direction: Option<String>,
}

#[derive(Debug, Serialize, sqlx::FromRow)]
pub struct Instrument {
    pub serial: String,
    pub maker: String,
    pub completed_year: i32,
    pub tonewood: String,
    pub price_eur: i64,
}

/// Listing request after validation; the repository consumes it as-is.
pub struct Listing {
    pub workshop: String,
    pub sort: String,
    pub direction: String,
}

pub struct ListingValidator;

impl ListingValidator {
    pub fn validate(query: &CatalogueQuery) -> Result<Listing, String> {
        let sort = query.sort.clone().unwrap_or_else(|| SORTABLE_COLUMNS[1].to_string());
        let direction = query.direction.clone().unwrap_or_else(|| "desc".into()).to_lowercase();
        if direction != "asc" && direction != "desc" {
            return Err("unknown sort direction".into());
        }
        if !SORTABLE_COLUMNS.contains(&sort.as_str()) {
            return Err("unsupported sort column".into());
        }
        Ok(Listing { workshop: query.workshop.clone(), sort, direction })
    }
}

#[async_trait]
pub trait InstrumentRepository: Send + Sync {
    async fn list(&self, listing: &Listing) -> Result<Vec<Instrument>, sqlx::Error>;
}

pub struct PgInstrumentRepository {
    pool: PgPool,
}

#[async_trait]
impl InstrumentRepository for PgInstrumentRepository {
    async fn list(&self, listing: &Listing) -> Result<Vec<Instrument>, sqlx::Error> {
        let sql = format!(
            "SELECT serial, maker, completed_year, tonewood, price_eur FROM instruments \
             WHERE workshop = $1 ORDER BY {} {} LIMIT 100",
            listing.sort, listing.direction
        );
        sqlx::query_as::<_, Instrument>(&sql)
            .bind(&listing.workshop)
            .fetch_all(&self.pool)
            .await
    }
}

pub struct CatalogueService {
    repository: Arc<dyn InstrumentRepository>,
}

impl CatalogueService {
    pub fn new(repository: Arc<dyn InstrumentRepository>) -> Self {
        Self { repository }
    }

    pub async fn browse(&self, query: &CatalogueQuery) -> Result<Vec<Instrument>, HttpResponse> {
        let listing = ListingValidator::validate(query).map_err(|m| HttpResponse::BadRequest().body(m))?;
        self.repository
            .list(&listing)
            .await
            .map_err(|_| HttpResponse::InternalServerError().finish())
    }
}

#[get("/instruments")]
async fn list_instruments(
    service: web::Data<CatalogueService>,
    query: web::Query<CatalogueQuery>,
) -> impl Responder {
    match service.browse(&query).await {
        Ok(instruments) => HttpResponse::Ok().json(instruments),
        Err(response) => response,
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let url = std::env::var("CATALOGUE_DATABASE_URL").expect("CATALOGUE_DATABASE_URL");
    let pool = PgPoolOptions::new().max_connections(5).connect(&url).await.expect("database");
    let service = web::Data::new(CatalogueService::new(Arc::new(PgInstrumentRepository { pool })));
    HttpServer::new(move || App::new().app_data(service.clone()).service(list_instruments))
        .bind(("127.0.0.1", 8080))?
        .run()
        .await
}
