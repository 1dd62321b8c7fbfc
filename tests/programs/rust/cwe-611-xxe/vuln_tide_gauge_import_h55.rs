// Harbour hydrography service that imports tide-gauge XML exports uploaded by partner stations.
use axum::{http::StatusCode, routing::post, Json, Router};
use once_cell::sync::Lazy;
use quick_xml::{events::Event, Reader};
use regex::Regex;
use serde::Serialize;
use std::collections::HashMap;

static ENTITY_DECL: Lazy<Regex> =
    Lazy::new(|| Regex::new(r#"<!ENTITY\s+(\w+)\s+SYSTEM\s+"([^"]+)""#).unwrap());

#[derive(Serialize)]
pub struct ImportSummary {
    station: String,
    readings: usize,
    max_level_m: f32,
}

pub struct GaugeXmlParser;

impl GaugeXmlParser {
    fn declare_entities(decl: &str, table: &mut HashMap<String, String>) -> Result<(), StatusCode> {
        for cap in ENTITY_DECL.captures_iter(decl) {
            let location = cap[2].trim_start_matches("file://");
            let body = std::fs::read_to_string(location).map_err(|_| StatusCode::UNPROCESSABLE_ENTITY)?;
            table.insert(cap[1].to_string(), body);
        }
        Ok(())
    }

    pub fn parse(xml: &str) -> Result<ImportSummary, StatusCode> {
        let mut reader = Reader::from_str(xml);
        reader.trim_text(true);
        let mut entities = HashMap::new();
        let (mut tag, mut station, mut levels) = (Vec::new(), String::new(), Vec::<f32>::new());
        loop {
            match reader.read_event().map_err(|_| StatusCode::BAD_REQUEST)? {
                Event::DocType(dt) => Self::declare_entities(&String::from_utf8_lossy(&dt), &mut entities)?,
                Event::Start(e) => tag = e.name().as_ref().to_vec(),
                Event::Text(t) => {
                    let text = t
                        .unescape_with(|name| entities.get(name).map(String::as_str))
                        .map_err(|_| StatusCode::BAD_REQUEST)?;
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
