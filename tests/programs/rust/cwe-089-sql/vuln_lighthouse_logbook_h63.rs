// A lighthouse logbook program of the h63 set (cwe-089-sql).
use std::sync::Arc;

use sqlx::postgres::{PgPool, PgPoolOptions};
use sqlx::Row;
use tonic::{transport::Server, Request, Response, Status};

pub mod logbook {
    tonic::include_proto!("lighthouse.logbook");
}

use logbook::keeper_log_server::{KeeperLog, KeeperLogServer};
use logbook::{LogEntry, LogQuery, LogReply};

/// Search criteria built from the gRPC request; the station code is mandatory.
#[derive(Debug, Clone)]
pub struct LogSearch {
    station: String,
    keeper: String,
    limit: i64,
}

impl LogSearch {
    pub fn from_query(query: &LogQuery) -> Result<Self, Status> {
        if query.station.trim().is_empty() {
            return Err(Status::invalid_argument("station is required"));
        }
        Ok(Self {
            station: query.station.trim().to_uppercase(),
            keeper: query.keeper.trim().to_string(),
            limit: i64::from(query.limit.clamp(1, 200)),
        })
    }

    pub fn station(&self) -> &str { &self.station }
    pub fn keeper(&self) -> &str { &self.keeper }
    pub fn limit(&self) -> i64 { self.limit }
}

#[tonic::async_trait]
pub trait LogRepository: Send + Sync + 'static {
    async fn find(&self, search: &LogSearch) -> Result<Vec<LogEntry>, sqlx::Error>;
}

pub struct PgLogRepository {
    pool: PgPool,
}

impl PgLogRepository {
    pub fn new(pool: PgPool) -> Self {
        Self { pool }
    }
}

#[tonic::async_trait]
impl LogRepository for PgLogRepository {
    async fn find(&self, search: &LogSearch) -> Result<Vec<LogEntry>, sqlx::Error> {
        let sql = format!(
            "SELECT id, keeper, lamp_status, noted_at::text AS noted_at FROM keeper_log \
             WHERE station_code = '{}' AND keeper ILIKE '%{}%' ORDER BY noted_at DESC LIMIT {}",
            search.station(),
            search.keeper(),
            search.limit()
        );
        let rows = sqlx::query(&sql).fetch_all(&self.pool).await?;
        rows.iter()
            .map(|row| {
                Ok(LogEntry {
                    id: row.try_get("id")?,
                    keeper: row.try_get("keeper")?,
                    lamp_status: row.try_get("lamp_status")?,
                    noted_at: row.try_get("noted_at")?,
                })
            })
            .collect()
    }
}

pub struct LogbookService<R: LogRepository> {
    repository: Arc<R>,
}

impl<R: LogRepository> LogbookService<R> {
    pub fn new(repository: Arc<R>) -> Self {
        Self { repository }
    }
}

#[tonic::async_trait]
impl<R: LogRepository> KeeperLog for LogbookService<R> {
    async fn search(&self, request: Request<LogQuery>) -> Result<Response<LogReply>, Status> {
        let search = LogSearch::from_query(request.get_ref())?;
        let entries = self
            .repository
            .find(&search)
            .await
            .map_err(|_| Status::internal("logbook unavailable"))?;
        Ok(Response::new(LogReply { entries }))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pool = PgPoolOptions::new()
        .max_connections(8)
        .connect(&std::env::var("LOGBOOK_DATABASE_URL")?)
        .await?;
    let service = LogbookService::new(Arc::new(PgLogRepository::new(pool)));
    let addr = std::env::var("LOGBOOK_GRPC_ADDR")
        .unwrap_or_else(|_| "127.0.0.1:50051".to_string())
        .parse()?;
    Server::builder()
        .add_service(KeeperLogServer::new(service))
        .serve(addr)
        .await?;
    Ok(())
}
