// Product catalog service that answers public price queries from the supplier's XML feed.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Router};
use serde::Deserialize;
use std::sync::Arc;
use sxd_document::parser;
use sxd_xpath::{evaluate_xpath, Value};

struct Catalog {
    xml: String,
}

#[derive(Deserialize)]
struct PriceQuery {
    sku: String,
}

fn price_expr(sku: &str) -> String {
    format!(
        "string(/catalog/product[@sku='{}' and @visibility='public']/price)",
        sku
    )
}

async fn price(
    State(cat): State<Arc<Catalog>>,
    Query(q): Query<PriceQuery>,
) -> Result<String, StatusCode> {
    if q.sku.len() > 64 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let package = parser::parse(&cat.xml).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let doc = package.as_document();
    let expr = price_expr(&q.sku);
    match evaluate_xpath(&doc, &expr) {
        Ok(Value::String(s)) if !s.is_empty() => Ok(s),
        Ok(_) => Err(StatusCode::NOT_FOUND),
        Err(_) => Err(StatusCode::BAD_REQUEST),
    }
}

pub fn router(feed_xml: String) -> Router {
    Router::new()
        .route("/catalog/price", get(price))
        .with_state(Arc::new(Catalog { xml: feed_xml }))
}
