// A piece search program of the h70 set (cwe-089-sql).
use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::Serialize;
use sqlx::{postgres::PgPoolOptions, FromRow, PgPool, Postgres, QueryBuilder};
use std::collections::BTreeMap;

#[derive(Serialize, FromRow)]
struct Piece {
    sku: String,
    title: String,
    metal: String,
    fineness: i32,
    maker_mark: String,
    price_cents: i64,
}

#[derive(Clone, Copy)]
enum Column {
    Metal,
    Fineness,
    Maker,
    Collection,
}

impl Column {
    fn from_param(key: &str) -> Option<Self> {
        match key {
            "metal" => Some(Column::Metal),
            "fineness" => Some(Column::Fineness),
            "maker" => Some(Column::Maker),
            "collection" => Some(Column::Collection),
            _ => None,
        }
    }
    fn sql_name(self) -> &'static str {
        match self {
            Column::Metal => "metal",
            Column::Fineness => "fineness::text",
            Column::Maker => "maker_mark",
            Column::Collection => "collection",
        }
    }
}

fn filters(params: &BTreeMap<String, String>) -> Vec<(Column, String)> {
    params
        .iter()
        .filter_map(|(k, v)| Column::from_param(k).map(|c| (c, v.trim().to_string())))
        .filter(|(_, v)| !v.is_empty())
        .collect()
}

async fn search(
    State(pool): State<PgPool>,
    Query(params): Query<BTreeMap<String, String>>,
) -> Result<Json<Vec<Piece>>, (StatusCode, String)> {
    let mut sql: QueryBuilder<Postgres> = QueryBuilder::new(
        "SELECT sku, title, metal, fineness, maker_mark, price_cents FROM pieces WHERE sold_at IS NULL",
    );
    for (col, val) in filters(&params) {
        sql.push(" AND ").push(col.sql_name()).push(" = ").push_bind(val);
    }
    sql.push(" ORDER BY price_cents DESC LIMIT 200");

    sql.build_query_as::<Piece>()
        .fetch_all(&pool)
        .await
        .map(Json)
        .map_err(|e| (StatusCode::INTERNAL_SERVER_ERROR, e.to_string()))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let url = std::env::var("DATABASE_URL")?;
    let pool = PgPoolOptions::new().max_connections(5).connect(&url).await?;
    let app = Router::new()
        .route("/pieces", get(search))
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8090").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
