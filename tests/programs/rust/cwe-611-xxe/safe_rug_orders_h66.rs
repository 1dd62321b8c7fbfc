// A rug orders program of the h66 set (cwe-611-xxe).
// Loom Hall rug weavers: intake of commission orders that interior designers'
// systems post as XML. Several design studios declare their house names and
// standard wording as DTD entities, some of them in a shared entity file.
use quick_xml::de::{Deserializer, EntityResolver};
use quick_xml::events::BytesText;
use serde::Deserialize;
use std::collections::HashMap;
use std::io::Read;
use tiny_http::{Method, Response, Server};

#[derive(Debug, Deserialize)]
struct RugOrder {
    designer: String,
    pattern: String,
    width_cm: u32,
    length_cm: u32,
    notes: Option<String>,
}

struct StudioEntities {
    map: HashMap<String, String>,
}

fn quoted(s: &str) -> Option<String> {
    let s = s.trim_start();
    let q = s.chars().next()?;
    if q != '"' && q != '\'' {
        return None;
    }
    let rest = &s[1..];
    let end = rest.find(q)?;
    Some(rest[..end].to_string())
}

impl EntityResolver for StudioEntities {
    type Error = std::io::Error;

    fn capture(&mut self, doctype: BytesText) -> Result<(), Self::Error> {
        let text = String::from_utf8_lossy(&doctype).into_owned();
        for decl in text.split("<!ENTITY").skip(1) {
            let decl = decl.trim_start();
            let name_end = match decl.find(char::is_whitespace) {
                Some(i) => i,
                None => continue,
            };
            let name = decl[..name_end].to_string();
            let rest = decl[name_end..].trim_start();
            if rest.starts_with("SYSTEM") || rest.starts_with("PUBLIC") {
                // external entity files are never loaded; studios must inline their wording
                continue;
            } else if let Some(value) = quoted(rest) {
                self.map.insert(name, value);
            }
        }
        Ok(())
    }

    fn resolve(&self, entity: &str) -> Option<&str> {
        self.map.get(entity).map(|s| s.as_str())
    }
}

fn read_order(xml: &str) -> Result<RugOrder, String> {
    let resolver = StudioEntities { map: HashMap::new() };
    let mut de = Deserializer::from_str_with_resolver(xml, resolver);
    RugOrder::deserialize(&mut de).map_err(|e| e.to_string())
}

fn main() {
    let server = Server::http("127.0.0.1:8049").unwrap();
    for mut request in server.incoming_requests() {
        if *request.method() != Method::Post || request.url() != "/orders" {
            let _ = request.respond(Response::from_string("not found").with_status_code(404));
            continue;
        }
        let mut xml = String::new();
        if request.as_reader().take(256 * 1024).read_to_string(&mut xml).is_err() {
            let _ = request.respond(Response::from_string("body must be UTF-8 XML").with_status_code(400));
            continue;
        }
        let resp = match read_order(&xml) {
            Ok(o) => Response::from_string(format!(
                "order received from {}: {} rug, {} x {} cm\nnotes: {}\n",
                o.designer,
                o.pattern,
                o.width_cm,
                o.length_cm,
                o.notes.unwrap_or_default()
            )),
            Err(e) => Response::from_string(format!("could not read order: {}", e)).with_status_code(400),
        };
        let _ = request.respond(resp);
    }
}
