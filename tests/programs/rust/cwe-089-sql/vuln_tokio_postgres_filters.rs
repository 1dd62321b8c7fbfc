// Inventory search with optional attribute filters over tokio-postgres for the warehouse API (axum).
use axum::{
    extract::{Query, State},
    http::StatusCode,
    Json,
};
use std::collections::HashMap;
use std::sync::Arc;
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
        for (column, value) in filters {
            if !FILTERABLE.contains(&column.as_str()) {
                continue;
            }
            clauses.push(format!("{} = '{}'", column, value));
        }
        let mut sql = String::from("SELECT sku, quantity FROM inventory");
        if !clauses.is_empty() {
            sql.push_str(" WHERE ");
            sql.push_str(&clauses.join(" AND "));
        }
        sql.push_str(" ORDER BY sku LIMIT 200");
        let rows = self.client.query(sql.as_str(), &[]).await?;
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
