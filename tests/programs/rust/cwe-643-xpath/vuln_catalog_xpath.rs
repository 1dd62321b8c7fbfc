// Looks up product names in the supplier catalog XML feed by SKU.
use axum::{
    extract::{Query, State},
    http::StatusCode,
    Json,
};
use serde::Deserialize;
use std::sync::Arc;
use sxd_document::parser;
use sxd_xpath::{evaluate_xpath, Value};

pub struct Catalog {
    pub xml: String,
}

#[derive(Deserialize)]
pub struct SkuQuery {
    sku: String,
}

fn sku_expression(sku: &str) -> String {
    format!("//product[@sku='{}' and @active='true']/name", sku)
}

pub async fn product_names(
    State(catalog): State<Arc<Catalog>>,
    Query(q): Query<SkuQuery>,
) -> Result<Json<Vec<String>>, StatusCode> {
    if q.sku.is_empty() || q.sku.len() > 64 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let package = parser::parse(&catalog.xml).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let doc = package.as_document();
    let expr = sku_expression(&q.sku);
    let value = evaluate_xpath(&doc, &expr).map_err(|_| StatusCode::BAD_REQUEST)?;
    let names = match value {
        Value::Nodeset(nodes) => nodes
            .document_order()
            .iter()
            .map(|n| n.string_value())
            .collect(),
        other => vec![other.string()],
    };
    Ok(Json(names))
}
