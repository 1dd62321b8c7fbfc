// A proof portal login program of the h70 set (cwe-328-hash).
use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::RwLock;

struct PasswordScheme {
    hash: fn(&str) -> String,
    check: fn(&str, &str) -> bool,
}

fn bcrypt_hash(password: &str) -> String {
    // bcrypt embeds its own random salt and the cost in the stored string
    bcrypt::hash(password, 12).expect("bcrypt hash")
}

fn bcrypt_check(password: &str, stored: &str) -> bool {
    bcrypt::verify(password, stored).unwrap_or(false)
}

const SCHEME: PasswordScheme = PasswordScheme { hash: bcrypt_hash, check: bcrypt_check };

struct Portal {
    // client account -> (display name, stored password)
    accounts: RwLock<HashMap<String, (String, String)>>,
}

#[derive(Deserialize)]
struct NewAccount {
    account: String,
    business: String,
    password: String,
}

#[derive(Deserialize)]
struct Credentials {
    account: String,
    password: String,
}

#[post("/accounts")]
async fn create_account(portal: web::Data<Portal>, body: web::Json<NewAccount>) -> impl Responder {
    let NewAccount { account, business, password } = body.into_inner();
    if password.chars().count() < 12 {
        return HttpResponse::BadRequest().body("password too short");
    }
    let stored = (SCHEME.hash)(&password);
    let mut accounts = portal.accounts.write().unwrap();
    let inserted = accounts
        .entry(account.to_lowercase())
        .or_insert_with(|| (business.clone(), stored.clone()))
        .1
        == stored;
    if inserted {
        HttpResponse::Created().finish()
    } else {
        HttpResponse::Conflict().body("account exists")
    }
}

#[post("/session")]
async fn sign_in(portal: web::Data<Portal>, body: web::Json<Credentials>) -> impl Responder {
    let accounts = portal.accounts.read().unwrap();
    accounts
        .get(&body.account.to_lowercase())
        .filter(|(_, stored)| (SCHEME.check)(&body.password, stored))
        .map(|(business, _)| {
            HttpResponse::Ok().json(serde_json::json!({ "business": business, "proofs": "/proofs" }))
        })
        .unwrap_or_else(|| HttpResponse::Unauthorized().finish())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let portal = web::Data::new(Portal { accounts: RwLock::new(HashMap::new()) });
    HttpServer::new(move || {
        App::new()
            .app_data(portal.clone())
            .service(create_account)
            .service(sign_in)
    })
    .bind(("0.0.0.0", 8085))?
    .run()
    .await
}
