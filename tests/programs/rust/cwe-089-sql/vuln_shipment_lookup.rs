// Axum handler that searches freight shipments by carrier and tracking prefix for the dispatch console.
use axum::{extract::{Query, State}, http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use sqlx::{PgPool, Row};

#[derive(Deserialize)]
pub struct ShipmentSearch {
    carrier: Option<String>,
    tracking: String,
    limit: Option<u32>,
}

#[derive(Serialize)]
pub struct ShipmentRow {
    tracking_no: String,
    carrier: String,
    status: String,
}

struct Filter {
    clauses: Vec<String>,
}

impl Filter {
    fn from_search(s: &ShipmentSearch) -> Self {
        let mut clauses = vec![format!("tracking_no LIKE '{}%'", s.tracking.trim())];
        if let Some(c) = &s.carrier {
            clauses.push(format!("carrier_code = '{}'", c.to_uppercase()));
        }
        Filter { clauses }
    }

    fn where_sql(&self) -> String {
        self.clauses.join(" AND ")
    }
}

pub async fn search_shipments(
    State(pool): State<PgPool>,
    Query(search): Query<ShipmentSearch>,
) -> Result<Json<Vec<ShipmentRow>>, StatusCode> {
    if search.tracking.len() < 4 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let limit = search.limit.unwrap_or(50).min(200);
    let filter = Filter::from_search(&search);
    let sql = format!(
        "SELECT tracking_no, carrier_code, status FROM shipments WHERE {} ORDER BY created_at DESC LIMIT {}",
        filter.where_sql(),
        limit
    );

    let rows = sqlx::query(&sql)
        .fetch_all(&pool)
        .await
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;

    Ok(Json(
        rows.iter()
            .map(|r| ShipmentRow {
                tracking_no: r.get("tracking_no"),
                carrier: r.get("carrier_code"),
                status: r.get("status"),
            })
            .collect(),
    ))
}
