// Actix-web server for the wallet API with CORS enabled for the company's subdomains.
use actix_cors::Cors;
use actix_web::{get, http::header, web, App, HttpRequest, HttpResponse, HttpServer};
use once_cell::sync::Lazy;
use regex::Regex;

static TRUSTED_ORIGIN: Lazy<Regex> =
    Lazy::new(|| Regex::new(r"https://[a-z0-9-]+\.wallet\.example\.com").expect("origin pattern"));

fn origin_allowed(origin: &header::HeaderValue) -> bool {
    origin.to_str().map(|o| TRUSTED_ORIGIN.is_match(o)).unwrap_or(false)
}

fn cors() -> Cors {
    Cors::default()
        .allowed_origin_fn(|origin, _req_head| origin_allowed(origin))
        .allowed_methods(vec!["GET", "POST"])
        .allowed_headers(vec![header::CONTENT_TYPE, header::ACCEPT])
        .supports_credentials()
        .max_age(3600)
}

#[get("/api/balance")]
async fn balance(req: HttpRequest, store: web::Data<BalanceStore>) -> HttpResponse {
    let Some(sid) = req.cookie("wallet_sid") else {
        return HttpResponse::Unauthorized().finish();
    };
    match store.balance_for(sid.value()) {
        Some(cents) => HttpResponse::Ok().json(serde_json::json!({ "balance_cents": cents })),
        None => HttpResponse::Unauthorized().finish(),
    }
}

pub struct BalanceStore {
    by_session: std::collections::HashMap<String, i64>,
}

impl BalanceStore {
    fn balance_for(&self, sid: &str) -> Option<i64> {
        self.by_session.get(sid).copied()
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let store = web::Data::new(BalanceStore { by_session: Default::default() });
    HttpServer::new(move || App::new().wrap(cors()).app_data(store.clone()).service(balance))
        .bind(("0.0.0.0", 8443))?
        .run()
        .await
}
