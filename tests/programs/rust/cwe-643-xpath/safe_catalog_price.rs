// Product catalog service that answers public price queries from the supplier's XML feed.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Router};
use serde::Deserialize;
use std::sync::Arc;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

struct Catalog {
    xml: String,
}

#[derive(Deserialize)]
struct PriceQuery {
    sku: String,
}

const PRICE_EXPR: &str = "string(/catalog/product[@sku=$sku and @visibility='public']/price)";

async fn price(
    State(cat): State<Arc<Catalog>>,
    Query(q): Query<PriceQuery>,
) -> Result<String, StatusCode> {
    if q.sku.len() > 64 {
        return Err(StatusCode::BAD_REQUEST);
    }
    let package = parser::parse(&cat.xml).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let doc = package.as_document();
    let xpath = Factory::new()
        .build(PRICE_EXPR)
        .ok()
        .flatten()
        .ok_or(StatusCode::INTERNAL_SERVER_ERROR)?;
    let mut ctx = Context::new();
    ctx.set_variable("sku", Value::String(q.sku.clone()));
    match xpath.evaluate(&ctx, doc.root()) {
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
