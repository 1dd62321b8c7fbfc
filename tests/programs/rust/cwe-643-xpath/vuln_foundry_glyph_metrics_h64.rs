// A foundry glyph metrics program of the h64 set (cwe-643-xpath).
use actix_web::{error, post, web, App, HttpServer, Responder};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

// Proofing tool: returns spacing metrics of selected glyphs from the face's
// metrics export (<font><glyph name=".." advance=".." lsb=".." rsb=".."/>...).
// POST /faces/{face}/metrics {"glyphs": ["a", "ampersand", "f_f_i"], "fields": ["advance", "lsb"]}
#[derive(Deserialize)]
struct MetricsQuery {
    glyphs: Vec<String>,
    #[serde(default)]
    fields: Vec<String>,
}

#[derive(Serialize)]
struct GlyphMetrics {
    glyph: String,
    values: BTreeMap<String, String>,
}

const FIELDS: &[&str] = &["advance", "lsb", "rsb", "unicode", "mark_class"];

fn metrics_file(face: &str) -> Option<&'static str> {
    match face {
        "caslon-text" => Some("/srv/foundry/metrics/caslon-text.xml"),
        "caslon-display" => Some("/srv/foundry/metrics/caslon-display.xml"),
        "grotesk-book" => Some("/srv/foundry/metrics/grotesk-book.xml"),
        _ => None,
    }
}

#[post("/faces/{face}/metrics")]
async fn glyph_metrics(face: web::Path<String>, q: web::Json<MetricsQuery>) -> actix_web::Result<impl Responder> {
    let file = metrics_file(&face).ok_or_else(|| error::ErrorNotFound("unknown face"))?;
    let fields: Vec<&str> = if q.fields.is_empty() {
        FIELDS.to_vec()
    } else {
        FIELDS.iter().copied().filter(|f| q.fields.iter().any(|w| w == f)).collect()
    };

    let xml = std::fs::read_to_string(file).map_err(error::ErrorInternalServerError)?;
    let package = parser::parse(&xml).map_err(|_| error::ErrorInternalServerError("bad metrics file"))?;
    let doc = package.as_document();
    let factory = Factory::new();
    let context = Context::new();

    let mut out = Vec::new();
    for glyph in q.glyphs.iter().take(200) {
        let expr = format!("/font/glyph[@name='{}']", glyph);
        let xpath = factory
            .build(&expr)
            .map_err(|_| error::ErrorBadRequest("bad glyph name"))?
            .ok_or_else(|| error::ErrorBadRequest("empty query"))?;
        let value = xpath
            .evaluate(&context, doc.root())
            .map_err(|_| error::ErrorBadRequest("query failed"))?;

        if let Value::Nodeset(nodes) = value {
            for node in nodes.document_order() {
                if let Some(el) = node.element() {
                    let values = fields
                        .iter()
                        .filter_map(|f| el.attribute_value(f).map(|v| (f.to_string(), v.to_string())))
                        .collect();
                    let name = el.attribute_value("name").unwrap_or_default().to_string();
                    out.push(GlyphMetrics { glyph: name, values });
                }
            }
        }
    }
    Ok(web::Json(out))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(glyph_metrics))
        .bind(("127.0.0.1", 8084))?
        .run()
        .await
}
