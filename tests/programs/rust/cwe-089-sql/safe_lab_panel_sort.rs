// Actix handler listing a patient's laboratory panel results ordered by a column chosen in the UI.
use std::sync::Mutex;

use actix_web::{get, web, HttpResponse, Responder};
use rusqlite::{params, Connection};
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
pub struct PanelParams {
    pub sort: Option<String>,
}

#[derive(Serialize)]
pub struct LabResult {
    pub analyte: String,
    pub value: f64,
    pub unit: String,
}

pub struct ListOptions {
    pub patient_id: i64,
    pub order_by: &'static str,
}

fn sort_column(requested: Option<&str>) -> Option<&'static str> {
    match requested.unwrap_or("collected") {
        "collected" => Some("collected_at"),
        "analyte" => Some("analyte"),
        "value" => Some("value"),
        "flag" => Some("abnormal_flag"),
        _ => None,
    }
}

pub struct LabRepository<'a> {
    conn: &'a Connection,
}

impl<'a> LabRepository<'a> {
    pub fn list(&self, opts: &ListOptions) -> rusqlite::Result<Vec<LabResult>> {
        let sql = format!(
            "SELECT analyte, value, unit FROM lab_results WHERE patient_id = ?1 ORDER BY {}",
            opts.order_by
        );
        let mut stmt = self.conn.prepare(&sql)?;
        let rows = stmt.query_map(params![opts.patient_id], |r| {
            Ok(LabResult { analyte: r.get(0)?, value: r.get(1)?, unit: r.get(2)? })
        })?;
        rows.collect()
    }
}

#[get("/patients/{id}/labs")]
pub async fn list_labs(
    db: web::Data<Mutex<Connection>>,
    path: web::Path<i64>,
    q: web::Query<PanelParams>,
) -> impl Responder {
    let Some(order_by) = sort_column(q.sort.as_deref()) else {
        return HttpResponse::BadRequest().body("unsupported sort");
    };
    let opts = ListOptions { patient_id: path.into_inner(), order_by };
    let conn = db.lock().unwrap();
    match (LabRepository { conn: &conn }).list(&opts) {
        Ok(rows) => HttpResponse::Ok().json(rows),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
