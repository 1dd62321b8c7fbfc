// A candle guild accounts program of the h63 set (cwe-328-hash).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use argon2::password_hash::rand_core::OsRng;
use argon2::password_hash::{PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use serde::Deserialize;

/// Sign-up for the chandlers' guild portal (wax co-op orders, wick supplier discounts).
#[derive(Debug, Deserialize)]
pub struct SignupDto {
    pub email: String,
    pub workshop: String,
    pub password: String,
}

#[derive(Debug, Deserialize)]
pub struct LoginDto {
    pub email: String,
    pub password: String,
}

pub trait CredentialHasher: Send + Sync {
    fn hash(&self, password: &str) -> String;
    fn verify(&self, password: &str, stored: &str) -> bool;
}

pub struct Argon2Hasher;

impl CredentialHasher for Argon2Hasher {
    fn hash(&self, password: &str) -> String {
        let salt = SaltString::generate(&mut OsRng);
        Argon2::default().hash_password(password.as_bytes(), &salt).expect("argon2 hashing").to_string()
    }

    fn verify(&self, password: &str, stored: &str) -> bool {
        PasswordHash::new(stored)
            .is_ok_and(|parsed| Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
    }
}

pub trait AccountRepository: Send + Sync {
    fn insert(&self, email: &str, workshop: &str, password_hash: String) -> bool;
    fn password_hash(&self, email: &str) -> Option<String>;
}

#[derive(Default)]
pub struct MemoryAccounts {
    rows: Mutex<HashMap<String, (String, String)>>,
}

impl AccountRepository for MemoryAccounts {
    fn insert(&self, email: &str, workshop: &str, password_hash: String) -> bool {
        let mut rows = self.rows.lock().unwrap();
        if rows.contains_key(email) {
            return false;
        }
        rows.insert(email.to_string(), (workshop.to_string(), password_hash));
        true
    }

    fn password_hash(&self, email: &str) -> Option<String> {
        self.rows.lock().unwrap().get(email).map(|(_, h)| h.clone())
    }
}

pub struct AccountService {
    repo: Arc<dyn AccountRepository>,
    hasher: Arc<dyn CredentialHasher>,
}

impl AccountService {
    pub fn register(&self, dto: &SignupDto) -> Result<(), &'static str> {
        if !dto.email.contains('@') || dto.password.chars().count() < 12 {
            return Err("valid email and a password of at least 12 characters required");
        }
        let email = dto.email.trim().to_lowercase();
        let hash = self.hasher.hash(&dto.password);
        if self.repo.insert(&email, dto.workshop.trim(), hash) { Ok(()) } else { Err("account exists") }
    }

    pub fn login(&self, dto: &LoginDto) -> bool {
        let email = dto.email.trim().to_lowercase();
        self.repo
            .password_hash(&email)
            .is_some_and(|stored| self.hasher.verify(&dto.password, &stored))
    }
}

#[post("/signup")]
async fn signup(svc: web::Data<AccountService>, body: web::Json<SignupDto>) -> impl Responder {
    match svc.register(&body) {
        Ok(()) => HttpResponse::Created().finish(),
        Err(reason) => HttpResponse::BadRequest().json(serde_json::json!({ "error": reason })),
    }
}

#[post("/login")]
async fn login(svc: web::Data<AccountService>, body: web::Json<LoginDto>) -> impl Responder {
    if svc.login(&body) { HttpResponse::NoContent().finish() } else { HttpResponse::Unauthorized().finish() }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let svc = web::Data::new(AccountService {
        repo: Arc::new(MemoryAccounts::default()),
        hasher: Arc::new(Argon2Hasher),
    });
    HttpServer::new(move || App::new().app_data(svc.clone()).service(signup).service(login))
        .bind(("127.0.0.1", 8084))?
        .run()
        .await
}
