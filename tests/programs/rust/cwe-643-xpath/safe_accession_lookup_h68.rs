// A accession lookup program of the h68 set (cwe-643-xpath).
// seed banks: looks up an accession's viability history in the vault's XML inventory export
use std::sync::Arc;

use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::Serialize;
use sxd_document::{parser, Package};
use sxd_xpath::{nodeset::Node, Context, Factory, Value};

struct Inventory {
    xml: String,
}

#[derive(Serialize)]
struct ViabilityTest {
    year: String,
    germination_pct: String,
}

fn parse_inventory(xml: &str) -> Result<Package, StatusCode> {
    parser::parse(xml).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

fn test_from(node: Node<'_>) -> Option<ViabilityTest> {
    let element = node.element()?;
    Some(ViabilityTest {
        year: element.attribute_value("year")?.to_owned(),
        germination_pct: element.attribute_value("germination")?.to_owned(),
    })
}

async fn viability(
    State(inventory): State<Arc<Inventory>>,
    Path(accession): Path<String>,
) -> Result<Json<Vec<ViabilityTest>>, StatusCode> {
    let accession = accession.trim().to_ascii_uppercase();
    if accession.is_empty() || accession.len() > 40 {
        return Err(StatusCode::BAD_REQUEST);
    }

    let package = parse_inventory(&inventory.xml)?;
    let document = package.as_document();

    let expression = "/vault/accession[@number=$accession and @status='active']/viability/test";
    let xpath = Factory::new()
        .build(expression)
        .ok()
        .flatten()
        .ok_or(StatusCode::BAD_REQUEST)?;

    let mut context = Context::new();
    context.set_variable("accession", accession.as_str());
    let Value::Nodeset(nodes) = xpath
        .evaluate(&context, document.root())
        .map_err(|_| StatusCode::BAD_REQUEST)?
    else {
        return Err(StatusCode::INTERNAL_SERVER_ERROR);
    };

    let mut tests: Vec<ViabilityTest> = nodes
        .document_order()
        .into_iter()
        .filter_map(test_from)
        .collect();
    tests.sort_by(|a, b| a.year.cmp(&b.year));

    match tests.as_slice() {
        [] => Err(StatusCode::NOT_FOUND),
        _ => Ok(Json(tests)),
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let path = std::env::var("VAULT_INVENTORY").unwrap_or_else(|_| "/srv/vault/inventory.xml".into());
    let inventory = Arc::new(Inventory {
        xml: tokio::fs::read_to_string(&path).await?,
    });

    let app = Router::new()
        .route("/accessions/:accession/viability", get(viability))
        .with_state(inventory);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8075").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
