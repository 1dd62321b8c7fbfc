// A vineyard harvest picks program of the h62 set (cwe-643-xpath).
// Vineyard visitor site: shows the published harvest picks for a block,
// read from the harvest log XML exported by the cellar system.
use serde::Serialize;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};
use std::sync::Arc;
use tide::{Body, Request, Response, StatusCode};

#[derive(Clone)]
struct Cellar {
    harvest_xml: Arc<String>,
}

#[derive(Serialize)]
struct Pick {
    date: String,
    row: String,
    tonnes: f64,
}

fn block_label(raw: &str) -> Result<String, &'static str> {
    let label = raw.trim();
    if label.is_empty() || label.len() > 32 || label.contains('\'') {
        return Err("invalid block label");
    }
    Ok(label.to_string())
}

fn published_picks(xml: &str, block: &str) -> Result<Vec<Pick>, String> {
    let package = parser::parse(xml).map_err(|e| e.to_string())?;
    let doc = package.as_document();

    let expr = format!("//pick[@block=\"{}\" and @visibility=\"public\"]", block);
    let xpath = Factory::new()
        .build(&expr)
        .map_err(|e| e.to_string())?
        .ok_or_else(|| "empty expression".to_string())?;
    let context = Context::new();

    match xpath.evaluate(&context, doc.root()).map_err(|e| e.to_string())? {
        Value::Nodeset(nodes) => Ok(nodes
            .document_order()
            .into_iter()
            .filter_map(|n| n.element())
            .map(|el| Pick {
                date: el.attribute_value("date").unwrap_or("").to_string(),
                row: el.attribute_value("row").unwrap_or("").to_string(),
                tonnes: el
                    .attribute_value("tonnes")
                    .and_then(|t| t.parse().ok())
                    .unwrap_or(0.0),
            })
            .collect()),
        _ => Ok(Vec::new()),
    }
}

async fn picks(req: Request<Cellar>) -> tide::Result {
    let block = match block_label(req.param("block")?) {
        Ok(b) => b,
        Err(msg) => return Ok(Response::builder(StatusCode::BadRequest).body(msg).build()),
    };
    let rows = published_picks(&req.state().harvest_xml, &block)
        .map_err(|e| tide::Error::from_str(StatusCode::InternalServerError, e))?;
    Ok(Response::builder(StatusCode::Ok).body(Body::from_json(&rows)?).build())
}

#[async_std::main]
async fn main() -> tide::Result<()> {
    let path = std::env::var("HARVEST_LOG").unwrap_or_else(|_| "/srv/vineyard/harvest.xml".into());
    let state = Cellar {
        harvest_xml: Arc::new(std::fs::read_to_string(path)?),
    };
    let mut app = tide::with_state(state);
    app.at("/blocks/:block/picks").get(picks);
    app.listen("0.0.0.0:8085").await?;
    Ok(())
}
