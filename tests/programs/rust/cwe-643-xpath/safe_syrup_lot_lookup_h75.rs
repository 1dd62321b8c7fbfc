// A maple syrup farm released lot lookup program of the h75 set (cwe-643-xpath).
use axum::{
    extract::{Query, State},
    http::StatusCode,
    routing::get,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use std::{path::PathBuf, sync::Arc};
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

#[derive(Deserialize)]
struct LotQuery {
    grade: String,
}

#[derive(Serialize)]
struct LotList {
    grade: String,
    lots: Vec<String>,
}

struct Inventory {
    path: PathBuf,
}

#[derive(Debug, thiserror::Error)]
enum LotError {
    #[error("grade is required")]
    MissingGrade,
    #[error("inventory file unreadable: {0}")]
    Io(#[from] std::io::Error),
    #[error("inventory is not valid XML: {0}")]
    Parse(String),
    #[error("lot query could not be compiled: {0}")]
    Compile(String),
    #[error("lot query failed: {0}")]
    Eval(String),
}

impl From<LotError> for (StatusCode, String) {
    fn from(err: LotError) -> Self {
        let status = match err {
            LotError::MissingGrade | LotError::Compile(_) => StatusCode::BAD_REQUEST,
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        };
        tracing::warn!(error = %err, "lot lookup failed");
        (status, err.to_string())
    }
}

fn find_released_lots(xml: &str, grade: &str) -> Result<Vec<String>, LotError> {
    let package = parser::parse(xml).map_err(|e| LotError::Parse(format!("{e:?}")))?;
    let document = package.as_document();

    let factory = Factory::new();
    let expr = "/inventory/lot[@grade=$grade and @released='true']/@id";
    let xpath = factory
        .build(expr)
        .map_err(|e| LotError::Compile(format!("{e:?}")))?
        .ok_or_else(|| LotError::Compile("empty expression".into()))?;

    let mut context = Context::new();
    context.set_variable("grade", grade.to_string());
    let value = xpath
        .evaluate(&context, document.root())
        .map_err(|e| LotError::Eval(format!("{e:?}")))?;
    match value {
        Value::Nodeset(nodes) => Ok(nodes.document_order().iter().map(|n| n.string_value()).collect()),
        other => Err(LotError::Eval(format!("unexpected result {other:?}"))),
    }
}

async fn released_lots(
    State(inventory): State<Arc<Inventory>>,
    Query(q): Query<LotQuery>,
) -> Result<Json<LotList>, (StatusCode, String)> {
    let grade = q.grade.trim();
    if grade.is_empty() {
        return Err(LotError::MissingGrade.into());
    }
    let xml = tokio::fs::read_to_string(&inventory.path).await.map_err(LotError::from)?;
    let lots = find_released_lots(&xml, grade)?;
    Ok(Json(LotList { grade: grade.to_string(), lots }))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let path = std::env::var("SYRUP_INVENTORY").unwrap_or_else(|_| "/var/lib/sugarshack/inventory.xml".into());
    let inventory = Arc::new(Inventory { path: PathBuf::from(path) });
    let app = Router::new()
        .route("/lots/released", get(released_lots))
        .with_state(inventory);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8005").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
