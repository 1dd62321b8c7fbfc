// A parts lookup program of the h73 set (cwe-643-xpath).
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};
use warp::{http::StatusCode, Filter};

#[derive(Deserialize)]
struct PartsQuery {
    model: String,
    kind: String,
}

#[derive(Serialize)]
struct Part {
    sku: String,
    name: String,
    price: String,
}

fn normalise_model(raw: &str) -> String {
    // "olympia   sm3" -> "Olympia SM3"
    raw.split_whitespace()
        .map(|w| {
            let mut chars = w.chars();
            match chars.next() {
                Some(_) if w.chars().any(|c| c.is_ascii_digit()) => w.to_uppercase(),
                Some(first) => first.to_uppercase().chain(chars.flat_map(char::to_lowercase)).collect(),
                None => String::new(),
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn find_parts(catalogue: &str, model: &str, kind: &str) -> Result<Vec<Part>, String> {
    let package = parser::parse(catalogue).map_err(|e| e.to_string())?;
    let document = package.as_document();
    let expr = "//machine[@model=$model]/part[@kind=$kind and @visibility='public']";
    let xpath = Factory::new()
        .build(expr)
        .map_err(|e| e.to_string())?
        .ok_or("empty expression")?;
    let mut context = Context::new();
    context.set_variable("model", model);
    context.set_variable("kind", kind);

    let value = xpath.evaluate(&context, document.root()).map_err(|e| e.to_string())?;
    let Value::Nodeset(nodes) = value else {
        return Ok(Vec::new());
    };
    Ok(nodes
        .document_order()
        .into_iter()
        .filter_map(|n| n.element())
        .map(|el| Part {
            sku: el.attribute_value("sku").unwrap_or_default().to_string(),
            name: el.attribute_value("name").unwrap_or_default().to_string(),
            price: el.attribute_value("price").unwrap_or_default().to_string(),
        })
        .collect())
}

#[tokio::main]
async fn main() {
    let xml = std::fs::read_to_string("/srv/qwertyworks/parts-catalogue.xml").expect("catalogue");
    let catalogue = Arc::new(xml);

    let route = warp::path!("parts")
        .and(warp::get())
        .and(warp::query::<PartsQuery>())
        .map(move |q: PartsQuery| {
            let model = normalise_model(&q.model);
            let kind = q.kind.trim().to_lowercase();
            match find_parts(&catalogue, &model, &kind) {
                Ok(parts) => warp::reply::with_status(warp::reply::json(&parts), StatusCode::OK),
                Err(e) => {
                    eprintln!("parts lookup failed: {e}");
                    warp::reply::with_status(warp::reply::json(&Vec::<Part>::new()), StatusCode::BAD_REQUEST)
                }
            }
        });

    warp::serve(route).run(([0, 0, 0, 0], 8089)).await;
}
