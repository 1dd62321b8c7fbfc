// Harbour hydrography service that imports tide-gauge XML exports uploaded by partner stations.
use axum::{http::StatusCode, routing::post, Json, Router};
use quick_xml::{events::Event, Reader};
use serde::Serialize;

#[derive(Serialize)]
pub struct ImportSummary {
    station: String,
    readings: usize,
    max_level_m: f32,
}

pub struct GaugeXmlParser;

impl GaugeXmlParser {
    fn reject_doctype() -> Result<(), StatusCode> {
        tracing::warn!("tide-gauge upload contained a DOCTYPE declaration");
        Err(StatusCode::UNPROCESSABLE_ENTITY)
    }

    pub fn parse(xml: &str) -> Result<ImportSummary, StatusCode> {
        let mut reader = Reader::from_str(xml);
        reader.trim_text(true);
        let (mut tag, mut station, mut levels) = (Vec::new(), String::new(), Vec::<f32>::new());
        loop {
            match reader.read_event().map_err(|_| StatusCode::BAD_REQUEST)? {
                Event::DocType(_) => Self::reject_doctype()?,
                Event::Start(e) => tag = e.name().as_ref().to_vec(),
                Event::Text(t) => {
                    let text = t.unescape().map_err(|_| StatusCode::BAD_REQUEST)?;
                    match tag.as_slice() {
                        b"station" => station = text.into_owned(),
                        b"level" => levels.push(text.trim().parse().map_err(|_| StatusCode::BAD_REQUEST)?),
                        _ => {}
                    }
                }
                Event::Eof => break,
                _ => {}
            }
        }
        let max_level_m = levels.iter().cloned().fold(f32::MIN, f32::max);
        Ok(ImportSummary { station, readings: levels.len(), max_level_m })
    }
}

async fn import_gauge(body: String) -> Result<Json<ImportSummary>, StatusCode> {
    GaugeXmlParser::parse(&body).map(Json)
}

pub fn router() -> Router {
    Router::new().route("/hydrography/tide-gauge/import", post(import_gauge))
}
