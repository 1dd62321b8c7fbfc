// Price lookup against the XML product catalogue feed for the storefront search API (warp).
use std::collections::HashMap;
use std::sync::Arc;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};
use warp::Filter;

const PRICE_XPATH: &str = "string(/catalog/product[@sku=$sku and @visible='true']/price)";

pub struct CatalogFeed {
    pub xml: String,
}

impl CatalogFeed {
    pub fn load(path: &str) -> std::io::Result<Self> {
        Ok(CatalogFeed { xml: std::fs::read_to_string(path)? })
    }

    fn price_of(&self, sku: &str) -> Option<String> {
        let package = parser::parse(&self.xml).ok()?;
        let document = package.as_document();
        let xpath = Factory::new().build(PRICE_XPATH).ok()?;
        let mut context = Context::new();
        context.set_variable("sku", sku);
        match xpath.evaluate(&context, document.root()) {
            Ok(Value::String(s)) if !s.is_empty() => Some(s),
            _ => None,
        }
    }
}

async fn price_handler(
    feed: Arc<CatalogFeed>,
    params: HashMap<String, String>,
) -> Result<impl warp::Reply, warp::Rejection> {
    let sku = params.get("sku").map(|s| s.trim()).unwrap_or("");
    if sku.is_empty() || sku.len() > 64 {
        return Err(warp::reject::not_found());
    }
    match feed.price_of(sku) {
        Some(price) => Ok(warp::reply::json(&serde_json::json!({ "sku": sku, "price": price }))),
        None => Err(warp::reject::not_found()),
    }
}

pub fn routes(
    feed: Arc<CatalogFeed>,
) -> impl Filter<Extract = (impl warp::Reply,), Error = warp::Rejection> + Clone {
    warp::path!("catalog" / "price")
        .and(warp::get())
        .and(warp::any().map(move || feed.clone()))
        .and(warp::query::<HashMap<String, String>>())
        .and_then(price_handler)
}
