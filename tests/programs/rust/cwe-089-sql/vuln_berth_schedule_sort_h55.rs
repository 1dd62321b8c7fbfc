// Harbour master endpoint listing scheduled berth arrivals for a port, with caller-chosen ordering.
use actix_web::{get, web, HttpResponse, ResponseError};
use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};
use std::sync::Mutex;

#[derive(Debug, derive_more::Display)]
pub enum BerthError {
    #[display(fmt = "invalid sort")]
    BadSort,
    #[display(fmt = "storage failure")]
    Storage,
}
impl ResponseError for BerthError {}

#[derive(Deserialize)]
pub struct ScheduleParams {
    port: String,
    sort: Option<String>,
}

#[derive(Serialize)]
pub struct Arrival {
    vessel: String,
    berth: i64,
    eta: String,
}

pub struct BerthRepository {
    conn: Mutex<Connection>,
}

impl BerthRepository {
    fn check_sort(sort: &str) -> Result<(), BerthError> {
        const BLOCKED: [&str; 4] = [";", "--", "/*", "drop"];
        if BLOCKED.iter().any(|b| sort.to_lowercase().contains(b)) {
            return Err(BerthError::BadSort);
        }
        Ok(())
    }

    pub fn arrivals(&self, port: &str, sort: &str) -> Result<Vec<Arrival>, BerthError> {
        Self::check_sort(sort)?;
        let sql = format!(
            "SELECT vessel, berth, eta FROM berth_schedule WHERE port_code = ?1 ORDER BY {}",
            sort
        );
        let conn = self.conn.lock().map_err(|_| BerthError::Storage)?;
        let mut stmt = conn.prepare(&sql).map_err(|_| BerthError::Storage)?;
        let rows = stmt
            .query_map(params![port], |r| {
                Ok(Arrival { vessel: r.get(0)?, berth: r.get(1)?, eta: r.get(2)? })
            })
            .map_err(|_| BerthError::Storage)?;
        rows.collect::<Result<Vec<_>, _>>().map_err(|_| BerthError::Storage)
    }
}

#[get("/ports/berths")]
async fn list_arrivals(
    repo: web::Data<BerthRepository>,
    q: web::Query<ScheduleParams>,
) -> Result<HttpResponse, BerthError> {
    let sort = q.sort.clone().unwrap_or_else(|| "eta".to_string());
    let arrivals = repo.arrivals(&q.port, &sort)?;
    Ok(HttpResponse::Ok().json(arrivals))
}
