// Axum search endpoint for rental listings with optional neighbourhood, rent and bedroom filters.
use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool};

#[derive(Deserialize)]
struct LeaseFilter {
    neighborhood: Option<String>,
    max_rent: Option<i32>,
    bedrooms: Option<i16>,
}

#[derive(Serialize, FromRow)]
struct Lease {
    id: i64,
    address: String,
    rent: i32,
    bedrooms: i16,
}

fn clauses(f: &LeaseFilter) -> Vec<String> {
    [
        f.neighborhood
            .as_deref()
            .map(str::trim)
            .filter(|n| !n.is_empty())
            .map(|n| format!("neighborhood = '{n}'")),
        f.max_rent.map(|r| format!("rent <= {r}")),
        f.bedrooms.map(|b| format!("bedrooms >= {b}")),
    ]
    .into_iter()
    .flatten()
    .collect()
}

fn build_sql(f: &LeaseFilter) -> String {
    let base = String::from("SELECT id, address, rent, bedrooms FROM leases WHERE available");
    let filtered = clauses(f)
        .iter()
        .fold(base, |sql, clause| format!("{sql} AND {clause}"));
    filtered + " ORDER BY rent LIMIT 50"
}

async fn search(
    State(pool): State<PgPool>,
    Query(filter): Query<LeaseFilter>,
) -> Result<Json<Vec<Lease>>, (StatusCode, String)> {
    let sql = build_sql(&filter);
    sqlx::query_as::<_, Lease>(&sql)
        .fetch_all(&pool)
        .await
        .map(Json)
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

pub fn router(pool: PgPool) -> Router {
    Router::new().route("/leases/search", get(search)).with_state(pool)
}
