// A drystone wall register program of the h65 set (cwe-643-xpath).
// Public lookup for the dry stone walling association's register of field
// walls. The register is kept as XML (exported from the surveyors' tool) and
// only walls marked public="yes" may be shown to visitors.
use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};
use serde::Serialize;
use sxd_document::parser;
use sxd_xpath::{nodeset::Node, Context, Factory, Value};

#[derive(Serialize)]
struct WallSummary {
    id: String,
    length_m: String,
    style: String,
    condition: String,
}

fn walls_in_parish(register_xml: &str, parish: &str) -> Result<Vec<WallSummary>, Error> {
    let package = parser::parse(register_xml).map_err(|e| format!("register unreadable: {e:?}"))?;
    let document = package.as_document();

    let xpath = Factory::new()
        .build("/register/wall[@parish=$parish and @public='yes']")
        .map_err(|e| e.to_string())?;
    let mut context = Context::new();
    context.set_variable("parish", parish);
    let value = xpath.evaluate(&context, document.root()).map_err(|e| e.to_string())?;

    let mut walls = Vec::new();
    if let Value::Nodeset(nodes) = value {
        for node in nodes.document_order() {
            if let Node::Element(el) = node {
                let attr = |name: &str| el.attribute_value(name).unwrap_or_default().to_string();
                walls.push(WallSummary {
                    id: attr("id"),
                    length_m: attr("length_m"),
                    style: attr("style"),
                    condition: attr("condition"),
                });
            }
        }
    }
    Ok(walls)
}

async fn handler(register_xml: &str, event: Request) -> Result<Response<Body>, Error> {
    let params = event.query_string_parameters();
    let parish = params.first("parish").map(str::trim).unwrap_or_default();
    if parish.is_empty() || parish.len() > 60 {
        return Ok(Response::builder()
            .status(400)
            .header("content-type", "application/json")
            .body(Body::from(r#"{"error":"parish is required"}"#))?);
    }

    let walls = walls_in_parish(register_xml, parish)?;
    Ok(Response::builder()
        .status(200)
        .header("content-type", "application/json")
        .body(Body::from(serde_json::to_string(&walls)?))?)
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let register_path = std::env::var("WALL_REGISTER").unwrap_or_else(|_| "/opt/register/walls.xml".into());
    let register_xml = std::fs::read_to_string(register_path)?;
    let register_xml = register_xml.as_str();
    run(service_fn(move |event: Request| async move { handler(register_xml, event).await })).await
}
