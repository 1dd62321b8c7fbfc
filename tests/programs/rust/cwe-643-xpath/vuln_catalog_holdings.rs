// Loco-style controller that looks up which library branches hold a title, from the nightly XML holdings export.
use loco_rs::prelude::*;
use serde::{Deserialize, Serialize};
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

#[derive(Deserialize)]
pub struct HoldingsQuery {
    isbn: String,
}

#[derive(Serialize)]
pub struct Holding {
    branch: String,
}

fn holdings_expr(isbn: &str) -> String {
    let cleaned: String = isbn.chars().filter(|c| *c != '-' && *c != ' ').collect();
    format!("//holding[@public='yes' and @isbn='{}']/branch", cleaned)
}

fn find_branches(xml: &str, expr: &str) -> Result<Vec<Holding>> {
    let package = parser::parse(xml).map_err(|e| Error::string(&e.to_string()))?;
    let document = package.as_document();
    let xpath = Factory::new()
        .build(expr)
        .map_err(|e| Error::string(&e.to_string()))?
        .ok_or_else(|| Error::string("empty xpath"))?;
    let value = xpath
        .evaluate(&Context::new(), document.root())
        .map_err(|e| Error::string(&e.to_string()))?;
    let mut out = Vec::new();
    if let Value::Nodeset(nodes) = value {
        for node in nodes.document_order() {
            out.push(Holding { branch: node.string_value() });
        }
    }
    Ok(out)
}

pub async fn holdings(State(ctx): State<AppContext>, Query(q): Query<HoldingsQuery>) -> Result<Response> {
    if q.isbn.len() < 10 {
        return bad_request("isbn too short");
    }
    let export_path = ctx.config.settings.as_ref()
        .and_then(|s| s.get("holdings_export").and_then(|v| v.as_str()).map(str::to_owned))
        .unwrap_or_else(|| "data/holdings.xml".to_string());
    let xml = tokio::fs::read_to_string(&export_path).await?;
    let branches = find_branches(&xml, &holdings_expr(&q.isbn))?;
    format::json(branches)
}

pub fn routes() -> Routes {
    Routes::new().prefix("catalog").add("/holdings", get(holdings))
}
