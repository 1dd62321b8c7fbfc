// A music shop accordion repair parts catalog search program of the h76 set (cwe-643-xpath).
use std::collections::HashMap;
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::Deserialize;
use sxd_document::{dom::Document, parser};
use sxd_xpath::{evaluate_xpath, Context, Factory, Value};

type Lookup = fn(&Document, &str) -> anyhow::Result<Vec<String>>;

fn names(value: Value<'_>) -> Vec<String> {
    match value {
        Value::Nodeset(nodes) => nodes.document_order().iter().map(|n| n.string_value()).collect(),
        other => vec![other.string()],
    }
}

fn evaluate_with(doc: &Document, expr: &str, value: &str) -> anyhow::Result<Vec<String>> {
    let xpath = Factory::new()
        .build(expr)
        .map_err(|e| anyhow::anyhow!("{e:?}"))?
        .ok_or_else(|| anyhow::anyhow!("empty expression"))?;
    let mut context = Context::new();
    context.set_variable("value", value);
    let found = xpath.evaluate(&context, doc.root()).map_err(|e| anyhow::anyhow!("{e:?}"))?;
    Ok(names(found))
}

fn by_reed_note(doc: &Document, note: &str) -> anyhow::Result<Vec<String>> {
    evaluate_with(doc, "//part[@kind='reed'][@note = $value]/name", note)
}

fn by_model(doc: &Document, model: &str) -> anyhow::Result<Vec<String>> {
    let expr = format!("//part[fits/model = '{}']/name", model);
    let found = evaluate_xpath(doc, &expr).map_err(|e| anyhow::anyhow!("{e:?}"))?;
    Ok(names(found))
}

struct Catalog {
    xml: String,
    lookups: HashMap<&'static str, Lookup>,
}

impl Catalog {
    fn load(path: &str) -> anyhow::Result<Self> {
        let mut lookups: HashMap<&'static str, Lookup> = HashMap::new();
        lookups.insert("note", by_reed_note);
        lookups.insert("model", by_model);
        Ok(Self { xml: std::fs::read_to_string(path)?, lookups })
    }

    fn search(&self, by: &str, value: &str) -> anyhow::Result<Vec<String>> {
        let lookup = self.lookups.get(by).ok_or_else(|| anyhow::anyhow!("unknown lookup"))?;
        let package = parser::parse(&self.xml).map_err(|e| anyhow::anyhow!("{e:?}"))?;
        let doc = package.as_document();
        lookup(&doc, value)
    }
}

#[derive(Deserialize)]
struct SearchParams {
    by: String,
    q: String,
}

async fn search(
    State(catalog): State<Arc<Catalog>>,
    Query(params): Query<SearchParams>,
) -> Result<Json<Vec<String>>, StatusCode> {
    catalog
        .search(&params.by, &params.q)
        .map(Json)
        .map_err(|_| StatusCode::BAD_REQUEST)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let catalog = Arc::new(Catalog::load("/srv/squeezebox/parts-catalog.xml")?);
    let app = Router::new()
        .route("/parts", get(search))
        .with_state(catalog);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8180").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
