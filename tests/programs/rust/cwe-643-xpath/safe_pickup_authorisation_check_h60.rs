// Childcare centre front desk: when someone arrives to collect a child, staff
// enter the caller's phone number and pickup PIN to see which children they may take.
use actix_web::{error, post, web, App, HttpResponse, HttpServer};
use serde::{Deserialize, Serialize};
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};

#[derive(Deserialize)]
struct PickupCheck {
    phone: String,
    pin: String,
}

#[derive(Serialize)]
struct PickupAnswer {
    children: Vec<String>,
}

fn authorised_children(roster_xml: &str, phone: &str, pin: &str) -> Result<Vec<String>, String> {
    let package = parser::parse(roster_xml).map_err(|_| "pickup roster is not valid XML".to_string())?;
    let document = package.as_document();

    let xpath = Factory::new()
        .build("//child[pickup[@phone=$phone and @pin=$pin]]/@name")
        .map_err(|_| "roster query failed".to_string())?
        .ok_or_else(|| "roster query is empty".to_string())?;
    let mut context = Context::new();
    context.set_variable("phone", phone);
    context.set_variable("pin", pin);
    let value = xpath
        .evaluate(&context, document.root())
        .map_err(|_| "roster query failed".to_string())?;

    Ok(match value {
        Value::Nodeset(nodes) => nodes
            .document_order()
            .into_iter()
            .map(|node| node.string_value())
            .collect(),
        _ => Vec::new(),
    })
}

#[post("/front-desk/pickup-check")]
async fn pickup_check(
    form: web::Json<PickupCheck>,
    roster: web::Data<String>,
) -> actix_web::Result<HttpResponse> {
    let phone: String = form
        .phone
        .chars()
        .filter(|c| c.is_ascii_digit() || *c == '+')
        .collect();
    let pin = form.pin.trim();
    if phone.len() < 6 || pin.is_empty() {
        return Err(error::ErrorBadRequest("phone number and PIN are required"));
    }
    let children = authorised_children(roster.as_str(), &phone, pin)
        .map_err(error::ErrorInternalServerError)?;
    Ok(HttpResponse::Ok().json(PickupAnswer { children }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let roster = web::Data::new(std::fs::read_to_string("/srv/childcare/pickup-roster.xml")?);
    HttpServer::new(move || App::new().app_data(roster.clone()).service(pickup_check))
        .bind(("0.0.0.0", 8150))?
        .run()
        .await
}
