// A hot shop accounts program of the h67 set (cwe-328-hash).
// glassblowers: member sign-up and sign-in for booking bench time in the shared hot shop
use std::collections::HashMap;

use argon2::{
    password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString},
    Argon2,
};
use poem::{listener::TcpListener, Route, Server};
use poem_openapi::{payload::Json, ApiResponse, Object, OpenApi, OpenApiService};
use tokio::sync::RwLock;

#[derive(Debug, Object)]
struct Registration {
    #[oai(validator(pattern = r"^[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}$", max_length = 120))]
    email: String,
    #[oai(validator(min_length = 10, max_length = 128))]
    password: String,
    #[oai(validator(min_length = 2, max_length = 80))]
    display_name: String,
}

#[derive(Debug, Object)]
struct Credentials {
    #[oai(validator(max_length = 120))]
    email: String,
    #[oai(validator(max_length = 128))]
    password: String,
}

#[derive(Debug, Object)]
struct Member {
    email: String,
    display_name: String,
}

#[derive(ApiResponse)]
enum AccountResponse {
    #[oai(status = 201)]
    Created(Json<Member>),
    #[oai(status = 200)]
    Ok(Json<Member>),
    #[oai(status = 401)]
    Unauthorized,
    #[oai(status = 409)]
    Conflict,
}

struct StoredMember {
    display_name: String,
    password_hash: String,
}

#[derive(Default)]
struct MemberStore {
    members: RwLock<HashMap<String, StoredMember>>,
}

fn hash_password(password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .expect("argon2 parameters are valid")
        .to_string()
}

fn verify_password(password: &str, stored: &str) -> bool {
    match PasswordHash::new(stored) {
        Ok(parsed) => Argon2::default()
            .verify_password(password.as_bytes(), &parsed)
            .is_ok(),
        Err(_) => false,
    }
}

#[OpenApi]
impl MemberStore {
    #[oai(path = "/members", method = "post")]
    async fn register(&self, body: Json<Registration>) -> AccountResponse {
        let reg = body.0;
        let mut members = self.members.write().await;
        if members.contains_key(&reg.email) {
            return AccountResponse::Conflict;
        }
        members.insert(
            reg.email.clone(),
            StoredMember {
                display_name: reg.display_name.clone(),
                password_hash: hash_password(&reg.password),
            },
        );
        AccountResponse::Created(Json(Member { email: reg.email, display_name: reg.display_name }))
    }

    #[oai(path = "/sessions", method = "post")]
    async fn sign_in(&self, body: Json<Credentials>) -> AccountResponse {
        let members = self.members.read().await;
        match members.get(&body.0.email) {
            Some(m) if verify_password(&body.0.password, &m.password_hash) => {
                AccountResponse::Ok(Json(Member {
                    email: body.0.email.clone(),
                    display_name: m.display_name.clone(),
                }))
            }
            _ => AccountResponse::Unauthorized,
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), std::io::Error> {
    let service = OpenApiService::new(MemberStore::default(), "Hot shop members", "0.4")
        .server("http://localhost:3100/api");

    Server::new(TcpListener::bind("0.0.0.0:3100"))
        .run(Route::new().nest("/api", service))
        .await
}
