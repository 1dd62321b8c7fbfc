// Axum search endpoint for rental listings with optional neighbourhood, rent and bedroom filters.
use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sqlx::{FromRow, PgPool, Postgres, QueryBuilder};

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

fn apply_filters(qb: &mut QueryBuilder<'static, Postgres>, f: &LeaseFilter) {
    let neighborhood = f
        .neighborhood
        .as_deref()
        .map(str::trim)
        .filter(|n| !n.is_empty())
        .map(str::to_owned);
    if let Some(n) = neighborhood {
        qb.push(" AND neighborhood = ").push_bind(n);
    }
    if let Some(r) = f.max_rent {
        qb.push(" AND rent <= ").push_bind(r);
    }
    if let Some(b) = f.bedrooms {
        qb.push(" AND bedrooms >= ").push_bind(b);
    }
}

fn build_query(f: &LeaseFilter) -> QueryBuilder<'static, Postgres> {
    let mut qb = QueryBuilder::new("SELECT id, address, rent, bedrooms FROM leases WHERE available");
    apply_filters(&mut qb, f);
    qb.push(" ORDER BY rent LIMIT 50");
    qb
}

async fn search(
    State(pool): State<PgPool>,
    Query(filter): Query<LeaseFilter>,
) -> Result<Json<Vec<Lease>>, (StatusCode, String)> {
    let mut qb = build_query(&filter);
    qb.build_query_as::<Lease>()
        .fetch_all(&pool)
        .await
        .map(Json)
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

pub fn router(pool: PgPool) -> Router {
    Router::new().route("/leases/search", get(search)).with_state(pool)
}
