// Inventory search with optional attribute filters over tokio-postgres for the warehouse API (axum).
use axum::{
    extract::{Query, State},
    http::StatusCode,
    Json,
};
use std::collections::HashMap;
use std::sync::Arc;
use tokio_postgres::types::ToSql;
use tokio_postgres::Client;

const FILTERABLE: &[&str] = &["warehouse", "category", "supplier", "status"];

pub struct InventoryRepo {
    client: Arc<Client>,
}

impl InventoryRepo {
    pub fn new(client: Arc<Client>) -> Self {
        InventoryRepo { client }
    }

    pub async fn search(
        &self,
        filters: &HashMap<String, String>,
    ) -> Result<Vec<(String, i32)>, tokio_postgres::Error> {
        let mut clauses: Vec<String> = Vec::new();
        let mut params: Vec<&(dyn ToSql + Sync)> = Vec::new();
        for column in FILTERABLE {
            if let Some(value) = filters.get(*column) {
                params.push(value);
                clauses.push(format!("{} = ${}", column, params.len()));
            }
        }
        let mut sql = String::from("SELECT sku, quantity FROM inventory");
        if !clauses.is_empty() {
            sql.push_str(" WHERE ");
            sql.push_str(&clauses.join(" AND "));
        }
        sql.push_str(" ORDER BY sku LIMIT 200");
        let rows = self.client.query(sql.as_str(), &params).await?;
        Ok(rows.iter().map(|r| (r.get(0), r.get(1))).collect())
    }
}

pub async fn search_inventory(
    State(repo): State<Arc<InventoryRepo>>,
    Query(filters): Query<HashMap<String, String>>,
) -> Result<Json<Vec<(String, i32)>>, StatusCode> {
    repo.search(&filters)
        .await
        .map(Json)
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}
