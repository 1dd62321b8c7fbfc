// Axum endpoint that imports court e-filing envelopes (XML) and extracts the docket fields.
use axum::{http::StatusCode, routing::post, Json, Router};
use quick_xml::events::Event;
use quick_xml::Reader;
use regex::Regex;
use std::collections::HashMap;

type Fields = HashMap<String, String>;

fn declared_entities(doctype: &str) -> HashMap<String, String> {
    let internal = Regex::new(r#"<!ENTITY\s+(\w+)\s+"([^"&%]*)">"#).unwrap();
    internal
        .captures_iter(doctype)
        .map(|c| (c[1].to_string(), c[2].to_string()))
        .collect()
}

fn parse_envelope(xml: &str) -> Result<Fields, String> {
    let mut reader = Reader::from_str(xml);
    reader.trim_text(true);
    let mut entities = HashMap::new();
    let mut fields = Fields::new();
    let mut current = String::new();
    loop {
        match reader.read_event().map_err(|e| e.to_string())? {
            Event::DocType(dt) => entities = declared_entities(&String::from_utf8_lossy(&dt)),
            Event::Start(e) => current = String::from_utf8_lossy(e.name().as_ref()).into_owned(),
            Event::Text(t) => {
                let text = t
                    .unescape_with(|name| entities.get(name).map(String::as_str))
                    .map_err(|e| e.to_string())?;
                fields.insert(current.clone(), text.into_owned());
            }
            Event::Eof => break,
            _ => {}
        }
    }
    Ok(fields)
}

async fn import_filing(body: String) -> Result<Json<Fields>, (StatusCode, String)> {
    let fields = parse_envelope(&body).map_err(|e| (StatusCode::BAD_REQUEST, e))?;
    ["CaseNumber", "FilingParty", "DocumentTitle"]
        .iter()
        .find(|k| !fields.contains_key(**k))
        .map_or(Ok(Json(fields.clone())), |missing| {
            Err((StatusCode::UNPROCESSABLE_ENTITY, format!("missing {missing}")))
        })
}

pub fn router() -> Router {
    Router::new().route("/efiling/envelopes", post(import_filing))
}
