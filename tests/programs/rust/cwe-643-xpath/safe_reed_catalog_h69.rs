// A reed catalog program of the h69 set (cwe-643-xpath).
use std::sync::LazyLock;

use rocket::{
    get,
    http::Status,
    launch,
    request::{FromRequest, Outcome, Request},
    routes,
    serde::json::Json,
};
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

static CATALOGUE_XML: LazyLock<String> = LazyLock::new(|| {
    let path = std::env::var("REED_CATALOGUE").unwrap_or_else(|_| "/srv/workshop/reed-catalogue.xml".into());
    std::fs::read_to_string(path).expect("reed catalogue readable")
});

/// The instrument model being looked up, shared by the part and tuning endpoints.
struct ModelQuery {
    model: String,
}

#[rocket::async_trait]
impl<'r> FromRequest<'r> for ModelQuery {
    type Error = &'static str;

    async fn from_request(req: &'r Request<'_>) -> Outcome<Self, Self::Error> {
        match req.query_value::<&str>("model") {
            Some(Ok(model)) if !model.trim().is_empty() && model.len() <= 48 => {
                Outcome::Success(ModelQuery { model: model.trim().to_owned() })
            }
            _ => Outcome::Error((Status::BadRequest, "model query parameter required")),
        }
    }
}

fn part_numbers(model: &str) -> Result<Vec<String>, Status> {
    let package = parser::parse(&CATALOGUE_XML).map_err(|_| Status::InternalServerError)?;
    let document = package.as_document();

    let xpath = Factory::new()
        .build("//instrument[@model=$model]/reed-block/@part-no")
        .map_err(|_| Status::InternalServerError)?;
    let mut context = Context::new();
    context.set_variable("model", model);
    let value = xpath
        .evaluate(&context, document.root())
        .map_err(|_| Status::BadRequest)?;

    match value {
        Value::Nodeset(nodes) => Ok(nodes.document_order().iter().map(|n| n.string_value()).collect()),
        _ => Ok(Vec::new()),
    }
}

#[get("/reed-blocks")]
fn reed_blocks(q: ModelQuery) -> Result<Json<Vec<String>>, Status> {
    let parts = part_numbers(&q.model)?;
    if parts.is_empty() {
        return Err(Status::NotFound);
    }
    Ok(Json(parts))
}

#[get("/reed-blocks/count")]
fn reed_block_count(q: ModelQuery) -> Result<Json<usize>, Status> {
    part_numbers(&q.model).map(|p| Json(p.len()))
}

#[launch]
fn rocket() -> _ {
    LazyLock::force(&CATALOGUE_XML);
    rocket::build().mount("/catalogue", routes![reed_blocks, reed_block_count])
}
