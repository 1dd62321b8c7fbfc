// A specimen catalogue program of the h70 set (cwe-643-xpath).
use serde::Serialize;
use std::collections::HashMap;
use std::sync::Arc;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};
use warp::Filter;

#[derive(Serialize)]
struct Specimen {
    id: String,
    species: String,
    status: String,
    year: String,
}

fn attribute_for(param: &str) -> Option<&'static str> {
    match param {
        "species" => Some("species"),
        "status" => Some("status"),
        "year" => Some("year"),
        _ => None,
    }
}

fn filters(params: &HashMap<String, String>) -> Vec<(&'static str, String)> {
    let mut list: Vec<(&'static str, String)> = params
        .iter()
        .filter_map(|(k, v)| attribute_for(k).map(|a| (a, v.trim().to_string())))
        .filter(|(_, v)| !v.is_empty())
        .collect();
    list.sort();
    list
}

fn search(xml: &str, filters: &[(&'static str, String)]) -> Result<Vec<Specimen>, String> {
    let package = parser::parse(xml).map_err(|e| e.to_string())?;
    let doc = package.as_document();

    let predicate = filters
        .iter()
        .enumerate()
        .map(|(i, (attr, _))| format!(" and @{attr}=$v{i}"))
        .collect::<String>();
    let expr = format!("//specimen[@listed='public'{predicate}]");
    let mut context = Context::new();
    for (i, (_, value)) in filters.iter().enumerate() {
        context.set_variable(format!("v{i}").as_str(), value.as_str());
    }

    let xpath = Factory::new()
        .build(&expr)
        .map_err(|e| e.to_string())?
        .ok_or("empty expression")?;

    let nodes = match xpath.evaluate(&context, doc.root()).map_err(|e| e.to_string())? {
        Value::Nodeset(nodes) => nodes,
        _ => return Ok(Vec::new()),
    };
    Ok(nodes
        .document_order()
        .into_iter()
        .filter_map(|n| n.element())
        .map(|e| {
            let attr = |name: &str| e.attribute_value(name).unwrap_or_default().to_string();
            Specimen { id: attr("id"), species: attr("species"), status: attr("status"), year: attr("year") }
        })
        .collect())
}

#[tokio::main]
async fn main() {
    let catalogue = Arc::new(
        std::fs::read_to_string("/srv/atelier/catalogue.xml").expect("catalogue export"),
    );
    let with_catalogue = warp::any().map(move || catalogue.clone());

    let route = warp::path!("specimens")
        .and(warp::get())
        .and(warp::query::<HashMap<String, String>>())
        .and(with_catalogue)
        .map(|params: HashMap<String, String>, xml: Arc<String>| {
            match search(&xml, &filters(&params)) {
                Ok(found) => warp::reply::with_status(warp::reply::json(&found), warp::http::StatusCode::OK),
                Err(e) => warp::reply::with_status(
                    warp::reply::json(&serde_json::json!({ "error": e })),
                    warp::http::StatusCode::BAD_REQUEST,
                ),
            }
        });
    warp::serve(route).run(([0, 0, 0, 0], 8011)).await;
}
