// A planetarium star chart render program of the h76 set (cwe-078-command).
use std::io;
use std::process::Command;
use std::sync::Arc;

use axum::{
    extract::{Query, State},
    http::{header, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use chrono::NaiveDate;
use serde::Deserialize;

struct ChartSpec {
    constellation: String,
    date: NaiveDate,
    latitude: f64,
}

type RenderFn = dyn Fn(&ChartSpec) -> io::Result<Vec<u8>> + Send + Sync;

struct ChartService {
    render: Box<RenderFn>,
}

impl ChartService {
    fn new(render: impl Fn(&ChartSpec) -> io::Result<Vec<u8>> + Send + Sync + 'static) -> Self {
        Self { render: Box::new(render) }
    }

    fn chart(&self, spec: &ChartSpec) -> io::Result<Vec<u8>> {
        (self.render)(spec)
    }
}

fn skychart_renderer(binary: &'static str) -> impl Fn(&ChartSpec) -> io::Result<Vec<u8>> {
    move |spec: &ChartSpec| {
        let output = Command::new(binary)
            .arg(format!("--constellation={}", spec.constellation))
            .arg(format!("--date={}", spec.date))
            .arg(format!("--lat={:.3}", spec.latitude))
            .arg("--format=png")
            .output()?;
        if !output.status.success() {
            return Err(io::Error::new(io::ErrorKind::Other, "skychart failed"));
        }
        Ok(output.stdout)
    }
}

#[derive(Deserialize)]
struct ChartQuery {
    constellation: String,
    date: String,
    #[serde(default = "default_latitude")]
    lat: f64,
}

fn default_latitude() -> f64 {
    47.37
}

async fn chart(State(service): State<Arc<ChartService>>, Query(q): Query<ChartQuery>) -> Response {
    let Ok(date) = NaiveDate::parse_from_str(&q.date, "%Y-%m-%d") else {
        return (StatusCode::BAD_REQUEST, "date must be YYYY-MM-DD").into_response();
    };
    if q.constellation.is_empty()
        || !q.constellation.chars().all(|c| c.is_ascii_alphabetic() || c == ' ')
    {
        return (StatusCode::BAD_REQUEST, "unknown constellation").into_response();
    }
    if !(-90.0..=90.0).contains(&q.lat) {
        return (StatusCode::BAD_REQUEST, "latitude out of range").into_response();
    }
    let spec = ChartSpec { constellation: q.constellation, date, latitude: q.lat };

    let service = service.clone();
    match tokio::task::spawn_blocking(move || service.chart(&spec)).await {
        Ok(Ok(png)) => ([(header::CONTENT_TYPE, "image/png")], png).into_response(),
        _ => StatusCode::INTERNAL_SERVER_ERROR.into_response(),
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let service = Arc::new(ChartService::new(skychart_renderer("/usr/local/bin/skychart")));
    let app = Router::new()
        .route("/charts", get(chart))
        .with_state(service);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8090").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
