// Warp route that reads a customer's licence entitlements from the XML entitlement feed.
use std::{collections::HashMap, sync::Arc};

use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};
use warp::{http::StatusCode, Filter, Rejection, Reply};

pub struct EntitlementFeed {
    pub xml: String,
}

const ENTITLEMENT_EXPR: &str = "/entitlements/account[@id=$account]/licence/@sku";

fn lookup(feed: &EntitlementFeed, account: &str) -> Result<Vec<String>, String> {
    let package = parser::parse(&feed.xml).map_err(|e| e.to_string())?;
    let document = package.as_document();
    let xpath = Factory::new()
        .build(ENTITLEMENT_EXPR)
        .map_err(|e| e.to_string())?
        .ok_or("empty expression")?;
    let mut context = Context::new();
    context.set_variable("account", Value::String(account.to_string()));
    match xpath.evaluate(&context, document.root()).map_err(|e| e.to_string())? {
        Value::Nodeset(nodes) => Ok(nodes.document_order().iter().map(|n| n.string_value()).collect()),
        _ => Ok(Vec::new()),
    }
}

async fn handler(feed: Arc<EntitlementFeed>, q: HashMap<String, String>) -> Result<impl Reply, Rejection> {
    let Some(account) = q.get("account").map(|a| a.trim().to_string()) else {
        return Ok(warp::reply::with_status(warp::reply::json(&"account required"), StatusCode::BAD_REQUEST));
    };
    match lookup(&feed, &account) {
        Ok(skus) => Ok(warp::reply::with_status(warp::reply::json(&skus), StatusCode::OK)),
        Err(_) => Ok(warp::reply::with_status(warp::reply::json(&"lookup failed"), StatusCode::INTERNAL_SERVER_ERROR)),
    }
}

pub fn routes(feed: Arc<EntitlementFeed>) -> impl Filter<Extract = (impl Reply,), Error = Rejection> + Clone {
    warp::path!("entitlements")
        .and(warp::get())
        .and(warp::any().map(move || feed.clone()))
        .and(warp::query::<HashMap<String, String>>())
        .and_then(handler)
}
