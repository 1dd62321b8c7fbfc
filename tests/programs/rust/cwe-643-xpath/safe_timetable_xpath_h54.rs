// Public transit departure board: answers next departures for a stop from the published timetable XML.
use axum::{extract::{Query, State}, http::StatusCode, routing::get, Json, Router};
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

#[derive(Deserialize)]
struct BoardQuery {
    stop: String,
    limit: Option<usize>,
}

#[derive(Serialize)]
struct Departure {
    text: String,
}

// Full operations feed: stops, departures, and depot/crew assignments.
struct Timetable {
    xml: String,
}

const DEPARTURES_EXPR: &str = "/timetable/stop[@code=$stop]/departure";

fn evaluate(xml: &str, expr: &str, stop: &str) -> Result<Vec<String>, StatusCode> {
    let package = parser::parse(xml).map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)?;
    let document = package.as_document();
    let xpath = Factory::new()
        .build(expr)
        .ok()
        .flatten()
        .ok_or(StatusCode::BAD_REQUEST)?;
    let mut context = Context::new();
    context.set_variable("stop", stop.trim().to_string());
    match xpath.evaluate(&context, document.root()) {
        Ok(Value::Nodeset(nodes)) => Ok(nodes.document_order().iter().map(|n| n.string_value()).collect()),
        Ok(_) => Ok(Vec::new()),
        Err(_) => Err(StatusCode::BAD_REQUEST),
    }
}

async fn board(
    State(tt): State<Arc<Timetable>>,
    Query(q): Query<BoardQuery>,
) -> Result<Json<Vec<Departure>>, StatusCode> {
    let rows = evaluate(&tt.xml, DEPARTURES_EXPR, &q.stop)?;
    Ok(Json(
        rows.into_iter()
            .take(q.limit.unwrap_or(10).min(50))
            .map(|text| Departure { text })
            .collect(),
    ))
}

pub fn router(xml: String) -> Router {
    Router::new()
        .route("/board", get(board))
        .with_state(Arc::new(Timetable { xml }))
}
