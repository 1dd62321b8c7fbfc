// A chanter prices program of the h66 set (cwe-643-xpath).
// MacRimmon bagpipe makers: retail price lookup for chanters and drones.
// The catalogue is an XML file maintained by the workshop; it holds retail and
// dealer prices, and only retail prices are shown on the public site.
//   /price?model=MR-C14
extern crate iron;
extern crate sxd_document;
extern crate sxd_xpath;
extern crate url;

use iron::prelude::*;
use iron::status;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};
use std::fs;

const CATALOGUE: &str = "/srv/macrimmon/catalogue.xml";

fn model_param(req: &Request) -> Option<String> {
    let q = req.url.query()?;
    url::form_urlencoded::parse(q.as_bytes())
        .find(|(k, _)| k == "model")
        .map(|(_, v)| v.into_owned())
}

fn retail_prices(xml: &str, model: &str) -> Result<Vec<String>, String> {
    let package = parser::parse(xml).map_err(|e| format!("{:?}", e))?;
    let doc = package.as_document();

    let factory = Factory::new();
    let xpath = factory
        .build("/catalogue/item[@model=$model and @tier='retail']/price")
        .map_err(|e| format!("{:?}", e))?
        .ok_or_else(|| "empty expression".to_string())?;
    let mut context = Context::new();
    context.set_variable("model", Value::String(model.to_string()));
    let value = xpath.evaluate(&context, doc.root()).map_err(|e| format!("{:?}", e))?;

    let mut out = Vec::new();
    if let Value::Nodeset(nodes) = value {
        for node in nodes.document_order() {
            out.push(node.string_value());
        }
    }
    Ok(out)
}

fn price(req: &mut Request) -> IronResult<Response> {
    let model = match model_param(req) {
        Some(m) if !m.is_empty() && m.len() <= 32 => m,
        _ => return Ok(Response::with((status::BadRequest, "model is required"))),
    };
    let xml = match fs::read_to_string(CATALOGUE) {
        Ok(x) => x,
        Err(_) => return Ok(Response::with((status::ServiceUnavailable, "catalogue unavailable"))),
    };
    match retail_prices(&xml, &model) {
        Ok(ref p) if p.is_empty() => Ok(Response::with((status::NotFound, "no such model"))),
        Ok(p) => {
            let mut body = String::from("Retail price (GBP): ");
            body.push_str(&p.join(", "));
            Ok(Response::with((status::Ok, body)))
        }
        Err(e) => {
            eprintln!("catalogue lookup failed: {}", e);
            Ok(Response::with((status::InternalServerError, "lookup failed")))
        }
    }
}

fn main() {
    Iron::new(price).http("127.0.0.1:3030").unwrap();
}
