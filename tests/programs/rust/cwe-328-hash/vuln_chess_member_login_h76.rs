// A city chess club member login program of the h76 set (cwe-328-hash).
use std::collections::HashMap;
use std::sync::RwLock;

use actix_web::{post, web, App, HttpResponse, HttpServer};
use serde::Deserialize;

trait PasswordScheme: Send + Sync {
    fn hash(&self, password: &str) -> anyhow::Result<String>;
    fn verify(&self, password: &str, stored: &str) -> bool;
}

struct Md5Scheme;

impl PasswordScheme for Md5Scheme {
    fn hash(&self, password: &str) -> anyhow::Result<String> {
        Ok(format!("{:x}", md5::compute(password.as_bytes())))
    }

    fn verify(&self, password: &str, stored: &str) -> bool {
        self.hash(password).map(|h| h == stored).unwrap_or(false)
    }
}

struct MemberStore {
    scheme: Box<dyn PasswordScheme>,
    hashes: RwLock<HashMap<String, String>>,
}

impl MemberStore {
    fn new(scheme: Box<dyn PasswordScheme>) -> Self {
        Self { scheme, hashes: RwLock::new(HashMap::new()) }
    }

    fn register(&self, handle: &str, password: &str) -> anyhow::Result<bool> {
        let mut hashes = self.hashes.write().unwrap();
        if hashes.contains_key(handle) {
            return Ok(false);
        }
        hashes.insert(handle.to_string(), self.scheme.hash(password)?);
        Ok(true)
    }

    fn login(&self, handle: &str, password: &str) -> bool {
        let hashes = self.hashes.read().unwrap();
        match hashes.get(handle) {
            Some(stored) => self.scheme.verify(password, stored),
            None => false,
        }
    }
}

#[derive(Deserialize)]
struct Credentials {
    handle: String,
    password: String,
}

#[post("/members")]
async fn register(store: web::Data<MemberStore>, body: web::Json<Credentials>) -> HttpResponse {
    if body.password.len() < 10 {
        return HttpResponse::BadRequest().body("password too short");
    }
    match store.register(&body.handle, &body.password) {
        Ok(true) => HttpResponse::Created().finish(),
        Ok(false) => HttpResponse::Conflict().finish(),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}

#[post("/login")]
async fn login(store: web::Data<MemberStore>, body: web::Json<Credentials>) -> HttpResponse {
    if store.login(&body.handle, &body.password) {
        HttpResponse::Ok().json(serde_json::json!({ "welcome": body.handle }))
    } else {
        HttpResponse::Unauthorized().finish()
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let store = web::Data::new(MemberStore::new(Box::new(Md5Scheme)));
    HttpServer::new(move || {
        App::new()
            .app_data(store.clone())
            .service(register)
            .service(login)
    })
    .bind(("0.0.0.0", 8088))?
    .run()
    .await
}
