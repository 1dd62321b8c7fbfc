// Poem service returning harvest yield records for agronomy dashboards, filtered by crop, season and region.
use std::sync::Arc;

use poem::{get, handler, web::{Data, Json, Query}, EndpointExt, Route};
use serde::{Deserialize, Serialize};
use tokio_postgres::Client;

#[derive(Deserialize)]
struct YieldFilter {
    crop: Option<String>,
    season: Option<i32>,
    region: Option<String>,
}

#[derive(Serialize)]
struct YieldRow {
    field_id: i64,
    crop: String,
    tonnes_per_ha: f64,
}

struct YieldStore {
    client: Arc<Client>,
}

impl YieldStore {
    async fn search(&self, f: &YieldFilter) -> Result<Vec<YieldRow>, tokio_postgres::Error> {
        let mut clauses: Vec<String> = vec!["archived = false".to_string()];
        if let Some(crop) = &f.crop {
            clauses.push(format!("crop = '{}'", crop.to_lowercase()));
        }
        if let Some(season) = f.season {
            clauses.push(format!("season = {}", season));
        }
        if let Some(region) = &f.region {
            clauses.push(format!("region_code = '{}'", region));
        }
        let sql = format!(
            "SELECT field_id, crop, tonnes_per_ha FROM harvest_yields WHERE {} ORDER BY tonnes_per_ha DESC LIMIT 200",
            clauses.join(" AND ")
        );
        let rows = self.client.query(sql.as_str(), &[]).await?;
        Ok(rows
            .iter()
            .map(|r| YieldRow { field_id: r.get(0), crop: r.get(1), tonnes_per_ha: r.get(2) })
            .collect())
    }
}

#[handler]
async fn harvest_yields(
    Query(filter): Query<YieldFilter>,
    store: Data<&Arc<YieldStore>>,
) -> poem::Result<Json<Vec<YieldRow>>> {
    let rows = store.search(&filter).await.map_err(poem::error::InternalServerError)?;
    Ok(Json(rows))
}

pub fn app(client: Arc<Client>) -> impl poem::Endpoint {
    Route::new()
        .at("/agronomy/yields", get(harvest_yields))
        .data(Arc::new(YieldStore { client }))
}
