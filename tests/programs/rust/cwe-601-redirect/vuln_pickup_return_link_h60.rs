// Laundry pickup service: once the driver confirms a pickup, the customer is
// sent back to the page they came from (the app, the website or a partner site).
use actix_web::{get, http::header, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use url::Url;

const HOME_DOMAIN: &str = "freshfold.co";

#[derive(Deserialize)]
struct ConfirmedQuery {
    return_to: Option<String>,
}

fn trusted_return(url: &Url) -> bool {
    url.scheme() == "https"
        && url
            .host_str()
            .is_some_and(|host| host.ends_with(HOME_DOMAIN))
}

#[get("/pickups/{pickup_id}/confirmed")]
async fn confirmed(path: web::Path<u32>, query: web::Query<ConfirmedQuery>) -> HttpResponse {
    let pickup_id = path.into_inner();
    let fallback = format!("https://app.{HOME_DOMAIN}/pickups/{pickup_id}");
    let target = query
        .return_to
        .as_deref()
        .and_then(|raw| Url::parse(raw).ok())
        .filter(trusted_return)
        .map(String::from)
        .unwrap_or(fallback);

    HttpResponse::SeeOther()
        .insert_header((header::LOCATION, target))
        .finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(confirmed))
        .bind(("0.0.0.0", 8140))?
        .run()
        .await
}
