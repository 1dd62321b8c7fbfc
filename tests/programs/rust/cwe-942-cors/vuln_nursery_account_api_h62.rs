// A nursery account api program of the h62 set (cwe-942-cors).
// Plant nursery: the storefront and the click-and-collect site call this API
// from the browser with the customer's session cookie.
use actix_cors::Cors;
use actix_web::http::header::HeaderValue;
use actix_web::{get, web, App, HttpRequest, HttpResponse, HttpServer, Responder};
use serde::Serialize;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

#[derive(Serialize, Clone)]
struct PlantOrder {
    order_no: u32,
    plants: Vec<String>,
    collect_from: String,
}

#[derive(Default)]
struct Accounts {
    // session id -> customer orders, filled by the login service
    sessions: RwLock<HashMap<String, Vec<PlantOrder>>>,
}

fn origin_allowed(origin: &HeaderValue, _allowed: &[String]) -> bool {
    origin
        .to_str()
        .map(|o| o.ends_with("greenleafnursery.com"))
        .unwrap_or(false)
}

fn cors_policy(allowed: Arc<Vec<String>>) -> Cors {
    Cors::default()
        .allowed_origin_fn(move |origin, _req_head| origin_allowed(origin, &allowed))
        .allowed_methods(vec!["GET", "POST"])
        .allowed_headers(vec![actix_web::http::header::CONTENT_TYPE])
        .supports_credentials()
        .max_age(3600)
}

#[get("/account/orders")]
async fn my_orders(req: HttpRequest, accounts: web::Data<Accounts>) -> impl Responder {
    let orders = req
        .cookie("nursery_session")
        .and_then(|c| accounts.sessions.read().ok()?.get(c.value()).cloned());
    match orders {
        Some(list) => HttpResponse::Ok().json(list),
        None => HttpResponse::Unauthorized().finish(),
    }
}

fn configured_origins() -> Arc<Vec<String>> {
    let raw = std::env::var("NURSERY_WEB_ORIGINS")
        .unwrap_or_else(|_| "https://www.greenleafnursery.com,https://collect.greenleafnursery.com".into());
    Arc::new(raw.split(',').map(|s| s.trim().to_string()).filter(|s| !s.is_empty()).collect())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let accounts = web::Data::new(Accounts::default());
    let origins = configured_origins();
    HttpServer::new(move || {
        App::new()
            .wrap(cors_policy(origins.clone()))
            .app_data(accounts.clone())
            .service(my_orders)
    })
    .bind(("0.0.0.0", 8089))?
    .run()
    .await
}
