// A skater accounts program of the h72 set (cwe-328-hash).
use std::collections::HashMap;
use std::sync::Mutex;

use actix_web::{post, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use sha1::{Digest, Sha1};

trait PasswordScheme: Send + Sync {
    fn hash(&self, password: &str) -> Result<String, String>;
    fn verify(&self, password: &str, stored: &str) -> bool;
}

struct RinkScheme;

const PEPPER: &str = "rollerdome-2019";

impl PasswordScheme for RinkScheme {
    fn hash(&self, password: &str) -> Result<String, String> {
        let digest = Sha1::digest(format!("{PEPPER}:{password}").as_bytes());
        Ok(format!("sha1${}", hex::encode(digest)))
    }

    fn verify(&self, password: &str, stored: &str) -> bool {
        self.hash(password).map(|h| h == stored).unwrap_or(false)
    }
}

struct AccountService<S: PasswordScheme> {
    scheme: S,
    accounts: Mutex<HashMap<String, String>>,
}

impl<S: PasswordScheme> AccountService<S> {
    fn new(scheme: S) -> Self {
        Self { scheme, accounts: Mutex::new(HashMap::new()) }
    }

    fn register(&self, email: &str, password: &str) -> Result<(), String> {
        if password.chars().count() < 10 {
            return Err("password must be at least 10 characters".into());
        }
        let stored = self.scheme.hash(password)?;
        let mut accounts = self.accounts.lock().map_err(|_| "store unavailable")?;
        if accounts.contains_key(email) {
            return Err("account already exists".into());
        }
        accounts.insert(email.to_lowercase(), stored);
        Ok(())
    }

    fn login(&self, email: &str, password: &str) -> bool {
        let accounts = match self.accounts.lock() {
            Ok(a) => a,
            Err(_) => return false,
        };
        accounts
            .get(&email.to_lowercase())
            .is_some_and(|stored| self.scheme.verify(password, stored))
    }
}

#[derive(Deserialize)]
struct Credentials {
    email: String,
    password: String,
}

type Service = web::Data<AccountService<RinkScheme>>;

#[post("/members/register")]
async fn register(svc: Service, body: web::Json<Credentials>) -> HttpResponse {
    match svc.register(&body.email, &body.password) {
        Ok(()) => HttpResponse::Created().finish(),
        Err(msg) => HttpResponse::BadRequest().body(msg),
    }
}

#[post("/members/login")]
async fn login(svc: Service, body: web::Json<Credentials>) -> HttpResponse {
    if svc.login(&body.email, &body.password) {
        HttpResponse::Ok().body("welcome back to the rink")
    } else {
        HttpResponse::Unauthorized().finish()
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let svc: Service = web::Data::new(AccountService::new(RinkScheme));
    HttpServer::new(move || App::new().app_data(svc.clone()).service(register).service(login))
        .bind(("0.0.0.0", 8088))?
        .run()
        .await
}
