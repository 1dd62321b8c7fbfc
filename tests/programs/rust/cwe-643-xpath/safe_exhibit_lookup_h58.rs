// exhibit lookup (h58 set)
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

/// The collections catalogue is exported nightly from the collection
/// management system as one XML file; loans and restricted objects are
/// flagged with @restricted="true" and must not reach the public kiosk.
struct Catalogue {
    xml: String,
}

#[derive(Deserialize)]
struct KioskQuery {
    maker: String,
}

#[derive(Serialize)]
struct Exhibit {
    title: String,
}

fn titles_by_maker(xml: &str, maker: &str) -> Result<Vec<Exhibit>, String> {
    let package = parser::parse(xml).map_err(|e| format!("{e:?}"))?;
    let document = package.as_document();

    let expr = "/catalogue/object[@restricted='false'][maker=$maker]/title";
    let xpath = Factory::new()
        .build(expr)
        .map_err(|e| format!("{e:?}"))?
        .ok_or("empty expression")?;

    let mut context = Context::new();
    context.set_variable("maker", maker.to_owned());
    let value = xpath
        .evaluate(&context, document.root())
        .map_err(|e| format!("{e:?}"))?;
    let titles = match value {
        Value::Nodeset(nodes) => nodes
            .document_order()
            .into_iter()
            .map(|n| Exhibit { title: n.string_value() })
            .collect(),
        _ => Vec::new(),
    };
    Ok(titles)
}

async fn kiosk_search(
    State(cat): State<Arc<Catalogue>>,
    Query(q): Query<KioskQuery>,
) -> Result<Json<Vec<Exhibit>>, StatusCode> {
    titles_by_maker(&cat.xml, q.maker.trim())
        .map(Json)
        .map_err(|_| StatusCode::BAD_REQUEST)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let path = std::env::var("CATALOGUE_XML").unwrap_or_else(|_| "/srv/museum/catalogue.xml".into());
    let xml = tokio::fs::read_to_string(path).await?;
    let app = Router::new()
        .route("/kiosk/objects", get(kiosk_search))
        .with_state(Arc::new(Catalogue { xml }));
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:8700").await?, app).await?;
    Ok(())
}
