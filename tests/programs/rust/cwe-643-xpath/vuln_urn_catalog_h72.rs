// A urn catalog program of the h72 set (cwe-643-xpath).
use std::str::FromStr;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};
use warp::http::StatusCode;
use warp::Filter;

#[derive(Clone, Copy)]
enum Species {
    Dog,
    Cat,
    SmallPet,
}

impl FromStr for Species {
    type Err = ();
    fn from_str(s: &str) -> Result<Self, ()> {
        match s {
            "dog" => Ok(Species::Dog),
            "cat" => Ok(Species::Cat),
            "small" => Ok(Species::SmallPet),
            _ => Err(()),
        }
    }
}

trait CatalogFilter: Send + Sync {
    fn predicate(&self) -> String;
    fn bind<'d>(&self, _ctx: &mut Context<'d>) {}
}

struct SpeciesFilter(Species);
struct MaterialFilter(String);

impl CatalogFilter for SpeciesFilter {
    fn predicate(&self) -> String {
        let s = match self.0 {
            Species::Dog => "dog",
            Species::Cat => "cat",
            Species::SmallPet => "small",
        };
        format!("contains(@species, '{s}')")
    }
}

impl CatalogFilter for MaterialFilter {
    fn predicate(&self) -> String {
        format!("@material='{}'", self.0)
    }
}

#[derive(Deserialize)]
struct Browse {
    species: Option<String>,
    material: Option<String>,
}

#[derive(Serialize)]
struct Item {
    name: String,
    price: String,
}

fn search(xml: &str, filters: &[Box<dyn CatalogFilter>]) -> Result<Vec<Item>, String> {
    let package = parser::parse(xml).map_err(|e| e.to_string())?;
    let doc = package.as_document();

    let mut expr = String::from("/catalogue/urn[not(@retired)]");
    for f in filters {
        expr.push_str(&format!("[{}]", f.predicate()));
    }
    let xpath = Factory::new().build(&expr).map_err(|e| e.to_string())?.ok_or("empty query")?;

    let mut ctx = Context::new();
    for f in filters {
        f.bind(&mut ctx);
    }
    let Value::Nodeset(nodes) = xpath.evaluate(&ctx, doc.root()).map_err(|e| e.to_string())? else {
        return Ok(Vec::new());
    };
    Ok(nodes
        .document_order()
        .into_iter()
        .filter_map(|n| n.element())
        .map(|el| Item {
            name: el.attribute_value("name").unwrap_or_default().to_owned(),
            price: el.attribute_value("price").unwrap_or_default().to_owned(),
        })
        .collect())
}

fn browse(q: Browse, catalogue: Arc<String>) -> warp::reply::WithStatus<warp::reply::Json> {
    let mut filters: Vec<Box<dyn CatalogFilter>> = Vec::new();
    if let Some(s) = q.species.as_deref() {
        match s.parse() {
            Ok(species) => filters.push(Box::new(SpeciesFilter(species))),
            Err(()) => return warp::reply::with_status(warp::reply::json(&"unknown species"), StatusCode::BAD_REQUEST),
        }
    }
    if let Some(m) = q.material.filter(|m| !m.is_empty()) {
        filters.push(Box::new(MaterialFilter(m)));
    }
    match search(&catalogue, &filters) {
        Ok(items) => warp::reply::with_status(warp::reply::json(&items), StatusCode::OK),
        Err(e) => warp::reply::with_status(warp::reply::json(&e), StatusCode::INTERNAL_SERVER_ERROR),
    }
}

#[tokio::main]
async fn main() {
    let catalogue = Arc::new(
        std::fs::read_to_string("/srv/restingpaws/catalogue.xml").expect("catalogue.xml must exist"),
    );
    let route = warp::get()
        .and(warp::path("urns"))
        .and(warp::query::<Browse>())
        .and(warp::any().map(move || catalogue.clone()))
        .map(browse);
    warp::serve(route).run(([0, 0, 0, 0], 8052)).await;
}
