// A scorecard import program of the h72 set (cwe-611-xxe).
use std::collections::HashMap;
use std::ffi::{c_char, c_int};
use std::sync::Arc;

use bytes::Bytes;
use libxml::bindings::{xmlParserOption_XML_PARSE_DTDLOAD, xmlParserOption_XML_PARSE_NOENT, xmlReadMemory};
use libxml::tree::Document;
use serde::{Deserialize, Serialize};
use warp::http::StatusCode;
use warp::Filter;

#[derive(Debug, Serialize, Deserialize)]
struct Scorecard {
    player: String,
    course: String,
    strokes: Vec<u8>,
}

trait ScorecardFormat: Send + Sync {
    fn parse(&self, body: &[u8]) -> Result<Scorecard, String>;
}

struct JsonFormat;

impl ScorecardFormat for JsonFormat {
    fn parse(&self, body: &[u8]) -> Result<Scorecard, String> {
        serde_json::from_slice(body).map_err(|e| e.to_string())
    }
}

/// The scoring app writes course names as entities declared in its own DTD.
struct XmlFormat;

impl XmlFormat {
    fn read_document(&self, body: &[u8]) -> Result<Document, String> {
        let flags = (xmlParserOption_XML_PARSE_NOENT | xmlParserOption_XML_PARSE_DTDLOAD) as c_int;
        let len = c_int::try_from(body.len()).map_err(|_| "scorecard too large")?;
        // body outlives the call; libxml2 copies what it needs into the new document
        let ptr = unsafe {
            xmlReadMemory(body.as_ptr() as *const c_char, len, c"scorecard.xml".as_ptr(), std::ptr::null(), flags)
        };
        if ptr.is_null() {
            return Err("malformed scorecard xml".into());
        }
        Ok(Document::new_ptr(ptr))
    }
}

impl ScorecardFormat for XmlFormat {
    fn parse(&self, body: &[u8]) -> Result<Scorecard, String> {
        let doc = self.read_document(body)?;
        let root = doc.get_root_readonly().ok_or("empty document")?;
        let player = root.get_attribute("player").ok_or("missing player")?;
        let mut course = String::new();
        let mut strokes = Vec::new();
        for el in root.get_child_elements() {
            match el.get_name().as_str() {
                "course" => course = el.get_content().trim().to_owned(),
                "hole" => strokes.push(el.get_content().trim().parse::<u8>().map_err(|e| e.to_string())?),
                _ => {}
            }
        }
        Ok(Scorecard { player, course, strokes })
    }
}

type Formats = Arc<HashMap<&'static str, Box<dyn ScorecardFormat>>>;

fn import(tournament: u32, content_type: String, body: Bytes, formats: Formats) -> warp::reply::WithStatus<warp::reply::Json> {
    let mime = content_type.split(';').next().unwrap_or_default().trim().to_ascii_lowercase();
    let Some(format) = formats.get(mime.as_str()) else {
        let msg = serde_json::json!({ "error": format!("unsupported type {mime}") });
        return warp::reply::with_status(warp::reply::json(&msg), StatusCode::UNSUPPORTED_MEDIA_TYPE);
    };
    match format.parse(&body) {
        Ok(card) if card.strokes.len() == 18 => {
            let total: u32 = card.strokes.iter().map(|&s| u32::from(s)).sum();
            let msg = serde_json::json!({ "tournament": tournament, "player": card.player, "course": card.course, "total": total });
            warp::reply::with_status(warp::reply::json(&msg), StatusCode::CREATED)
        }
        Ok(card) => {
            let msg = serde_json::json!({ "error": format!("{} holes recorded, expected 18", card.strokes.len()) });
            warp::reply::with_status(warp::reply::json(&msg), StatusCode::UNPROCESSABLE_ENTITY)
        }
        Err(e) => warp::reply::with_status(warp::reply::json(&serde_json::json!({ "error": e })), StatusCode::BAD_REQUEST),
    }
}

#[tokio::main]
async fn main() {
    let mut map: HashMap<&'static str, Box<dyn ScorecardFormat>> = HashMap::new();
    map.insert("application/json", Box::new(JsonFormat));
    map.insert("application/xml", Box::new(XmlFormat));
    map.insert("text/xml", Box::new(XmlFormat));
    let formats: Formats = Arc::new(map);

    let route = warp::post()
        .and(warp::path!("tournaments" / u32 / "scorecards"))
        .and(warp::header::<String>("content-type"))
        .and(warp::body::content_length_limit(256 * 1024))
        .and(warp::body::bytes())
        .and(warp::any().map(move || formats.clone()))
        .map(import);

    warp::serve(route).run(([0, 0, 0, 0], 8044)).await;
}
