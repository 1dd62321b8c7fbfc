// Rocket route that searches the public library's XML catalogue export for titles by an author.
use rocket::serde::json::Json;
use rocket::{get, http::Status, State};
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

pub struct CatalogueXml(pub String);

fn titles_from(value: Value<'_>) -> Vec<String> {
    match value {
        Value::Nodeset(nodes) => nodes
            .document_order()
            .into_iter()
            .map(|n| n.string_value().trim().to_string())
            .filter(|t| !t.is_empty())
            .collect(),
        _ => Vec::new(),
    }
}

fn author_query(author: &str) -> String {
    format!("//record[not(@restricted) and author = '{author}']/title")
}

fn search(xml: &str, author: &str) -> Result<Vec<String>, String> {
    let package = parser::parse(xml).map_err(|e| e.to_string())?;
    let document = package.as_document();
    let xpath = Factory::new()
        .build(&author_query(author))
        .map_err(|e| e.to_string())?
        .ok_or("empty expression")?;
    let context = Context::new();
    xpath
        .evaluate(&context, document.root())
        .map(titles_from)
        .map_err(|e| e.to_string())
}

#[get("/catalogue/by-author?<author>")]
pub fn by_author(author: &str, catalogue: &State<CatalogueXml>) -> Result<Json<Vec<String>>, Status> {
    let author = author.trim();
    if author.len() < 2 || author.len() > 80 {
        return Err(Status::BadRequest);
    }
    search(&catalogue.0, author).map(Json).map_err(|_| Status::UnprocessableEntity)
}
