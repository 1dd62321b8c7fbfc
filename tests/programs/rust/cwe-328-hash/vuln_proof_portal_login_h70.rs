// A proof portal login program of the h70 set (cwe-328-hash).
use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use rand::RngCore;
use serde::Deserialize;
use sha1::{Digest, Sha1};
use std::collections::HashMap;
use std::sync::RwLock;

struct PasswordScheme {
    hash: fn(&str) -> String,
    check: fn(&str, &str) -> bool,
}

fn sha1_hash(password: &str) -> String {
    let mut salt = [0u8; 8];
    rand::thread_rng().fill_bytes(&mut salt);
    let digest = Sha1::new().chain_update(salt).chain_update(password.as_bytes()).finalize();
    format!("{}${}", hex::encode(salt), hex::encode(digest))
}

fn sha1_check(password: &str, stored: &str) -> bool {
    stored
        .split_once('$')
        .and_then(|(salt, digest)| Some((hex::decode(salt).ok()?, digest)))
        .map(|(salt, digest)| {
            let fresh = Sha1::new().chain_update(&salt).chain_update(password.as_bytes()).finalize();
            hex::encode(fresh) == digest
        })
        .unwrap_or(false)
}

const SCHEME: PasswordScheme = PasswordScheme { hash: sha1_hash, check: sha1_check };

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
