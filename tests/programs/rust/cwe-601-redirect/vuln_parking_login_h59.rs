// Municipal parking portal: permit holders sign in and are sent back to the page they came from.
use actix_session::{storage::CookieSessionStore, Session, SessionMiddleware};
use actix_web::{cookie::Key, http::header, web, App, HttpResponse, HttpServer, Responder};
use serde::Deserialize;
use std::sync::Arc;

#[derive(Deserialize)]
struct LoginForm {
    plate_or_email: String,
    pin: String,
}

#[derive(Deserialize)]
struct LoginQuery {
    next: Option<String>,
}

trait PermitHolderStore: Send + Sync {
    fn check_pin(&self, login: &str, pin: &str) -> Option<u64>;
}

struct PermitAccounts {
    client: reqwest::blocking::Client,
    api_base: String,
}

impl PermitHolderStore for PermitAccounts {
    fn check_pin(&self, login: &str, pin: &str) -> Option<u64> {
        let resp = self
            .client
            .post(format!("{}/v1/holders/verify", self.api_base))
            .json(&serde_json::json!({ "login": login, "pin": pin }))
            .send()
            .ok()?;
        resp.json::<serde_json::Value>().ok()?.get("holder_id")?.as_u64()
    }
}

struct SignInService {
    store: Arc<dyn PermitHolderStore>,
}

impl SignInService {
    fn landing_page(&self, requested: Option<&str>) -> String {
        match requested {
            Some(target) if !target.is_empty() => target.to_string(),
            _ => "/permits".to_string(),
        }
    }
}

async fn login(
    service: web::Data<SignInService>,
    session: Session,
    query: web::Query<LoginQuery>,
    form: web::Form<LoginForm>,
) -> impl Responder {
    let store = Arc::clone(&service.store);
    let form = form.into_inner();
    let holder = web::block(move || store.check_pin(&form.plate_or_email, &form.pin))
        .await
        .ok()
        .flatten();
    match holder {
        Some(id) if session.insert("holder_id", id).is_ok() => HttpResponse::Found()
            .insert_header((header::LOCATION, service.landing_page(query.next.as_deref())))
            .finish(),
        _ => HttpResponse::Unauthorized().body("plate/email or PIN not recognised"),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let api_base = std::env::var("PERMIT_API_BASE").expect("PERMIT_API_BASE");
    let session_key = Key::from(std::env::var("SESSION_SIGNING_KEY").expect("SESSION_SIGNING_KEY").as_bytes());
    HttpServer::new(move || {
        let store: Arc<dyn PermitHolderStore> =
            Arc::new(PermitAccounts { client: reqwest::blocking::Client::new(), api_base: api_base.clone() });
        App::new()
            .wrap(SessionMiddleware::new(CookieSessionStore::default(), session_key.clone()))
            .app_data(web::Data::new(SignInService { store }))
            .route("/login", web::post().to(login))
    })
    .bind(("0.0.0.0", 8080))?
    .run()
    .await
}
