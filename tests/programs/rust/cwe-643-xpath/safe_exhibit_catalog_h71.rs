// A exhibit catalog program of the h71 set (cwe-643-xpath).
#[macro_use]
extern crate rocket;

use rocket::serde::json::Json;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

const CATALOGUE: &str = "/srv/molenhuis/catalogue.xml";

#[derive(Debug, Responder)]
enum CatalogError {
    #[response(status = 400)]
    BadQuery(&'static str),
    #[response(status = 500)]
    Catalogue(&'static str),
}

impl From<std::io::Error> for CatalogError {
    fn from(_: std::io::Error) -> Self {
        CatalogError::Catalogue("catalogue unavailable")
    }
}

fn is_plain(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 60
        && s.chars().all(|c| c.is_alphanumeric() || c == ' ' || c == '-')
}

fn exhibit_titles(expr: &str, vars: &[(&str, &str)]) -> Result<Vec<String>, CatalogError> {
    let xml = std::fs::read_to_string(CATALOGUE)?;
    let package = parser::parse(&xml).map_err(|_| CatalogError::Catalogue("catalogue is corrupt"))?;
    let doc = package.as_document();

    let xpath = Factory::new()
        .build(expr)
        .map_err(|_| CatalogError::BadQuery("could not build search"))?
        .ok_or(CatalogError::BadQuery("empty search"))?;
    let mut context = Context::new();
    for (name, value) in vars {
        context.set_variable(*name, *value);
    }

    match xpath.evaluate(&context, doc.root()) {
        Ok(Value::Nodeset(nodes)) => Ok(nodes
            .document_order()
            .iter()
            .map(|n| n.string_value().trim().to_string())
            .collect()),
        Ok(_) => Ok(Vec::new()),
        Err(_) => Err(CatalogError::BadQuery("search could not be evaluated")),
    }
}

#[get("/exhibits?<mill>&<era>")]
fn exhibits(mill: &str, era: Option<&str>) -> Result<Json<Vec<String>>, CatalogError> {
    let mill = Some(mill)
        .filter(|m| is_plain(m))
        .ok_or(CatalogError::BadQuery("unknown mill"))?;
    let era = era.unwrap_or_default();

    let expr = "//exhibit[@public='yes' and @mill=$mill and ($era='' or @era=$era)]/title";
    let titles = exhibit_titles(expr, &[("mill", mill), ("era", era)])?;
    info!("kiosk search for {mill} returned {} exhibits", titles.len());
    Ok(Json(titles))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/kiosk", routes![exhibits])
}
