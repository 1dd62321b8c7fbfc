// Axum handler that searches freight shipments by carrier and tracking prefix for the dispatch console.
use axum::{extract::{Query, State}, http::StatusCode, Json};
use serde::{Deserialize, Serialize};
use sqlx::{PgPool, Postgres, QueryBuilder, Row};

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

fn like_prefix(raw: &str) -> String {
    let escaped = raw.trim().replace('\\', "\\\\").replace('%', "\\%").replace('_', "\\_");
    format!("{}%", escaped)
}

pub async fn search_shipments(
    State(pool): State<PgPool>,
    Query(search): Query<ShipmentSearch>,
) -> Result<Json<Vec<ShipmentRow>>, StatusCode> {
    if search.tracking.len() < 4 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let limit = search.limit.unwrap_or(50).min(200) as i64;

    let mut qb: QueryBuilder<Postgres> = QueryBuilder::new(
        "SELECT tracking_no, carrier_code, status FROM shipments WHERE tracking_no LIKE ",
    );
    qb.push_bind(like_prefix(&search.tracking));
    if let Some(c) = &search.carrier {
        qb.push(" AND carrier_code = ").push_bind(c.to_uppercase());
    }
    qb.push(" ORDER BY created_at DESC LIMIT ").push_bind(limit);

    let rows = qb
        .build()
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
