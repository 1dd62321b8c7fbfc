// harvest summary (h58 set)
use std::{collections::HashMap, sync::Arc};

use axum::{
    extract::{Query, State},
    response::Html,
    routing::get,
    Router,
};
use serde::Deserialize;

#[derive(Clone, Copy)]
struct Yield {
    tonnes: f64,
    hectares: f64,
}

type Fields = Arc<HashMap<String, Vec<Yield>>>;

#[derive(Deserialize)]
struct SummaryQuery {
    field: String,
    #[serde(default)]
    season: Option<u16>,
}

fn tonnes_per_hectare(loads: &[Yield]) -> Option<f64> {
    let (t, ha) = loads
        .iter()
        .fold((0.0, 0.0), |(t, ha), y| (t + y.tonnes, ha + y.hectares));
    (ha > 0.0).then(|| t / ha)
}

fn heading(field: &str, season: Option<u16>) -> String {
    let season = season.map(|s| format!(" ({s})")).unwrap_or_default();
    format!("<h1>Harvest summary: {field}{season}</h1>")
}

async fn summary(State(fields): State<Fields>, Query(q): Query<SummaryQuery>) -> Html<String> {
    let body = fields
        .get(&q.field)
        .and_then(|loads| tonnes_per_hectare(loads))
        .map(|avg| format!("<p>Average yield: {avg:.2} t/ha</p>"))
        .unwrap_or_else(|| "<p>No weighbridge tickets recorded yet.</p>".to_owned());

    Html(format!(
        "<!doctype html><html><body>{}{}<a href=\"/fields\">All paddocks</a></body></html>",
        heading(&q.field, q.season),
        body
    ))
}

fn demo_fields() -> Fields {
    let north = vec![
        Yield { tonnes: 41.2, hectares: 6.0 },
        Yield { tonnes: 38.9, hectares: 5.5 },
    ];
    Arc::new(HashMap::from([("North Paddock".to_owned(), north)]))
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let app = Router::new()
        .route("/fields/summary", get(summary))
        .with_state(demo_fields());
    let addr = std::env::var("FARM_UI_ADDR").unwrap_or_else(|_| "127.0.0.1:8040".into());
    axum::serve(tokio::net::TcpListener::bind(addr).await?, app).await
}
