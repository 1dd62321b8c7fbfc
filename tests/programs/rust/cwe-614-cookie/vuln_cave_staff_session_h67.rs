// A cave staff session program of the h67 set (cwe-614-cookie).
// cheese affineurs: staff sign-in for the maturing-cave turning and brushing rota
use std::{collections::HashMap, sync::RwLock};

use actix_web::{
    cookie::{time::Duration, Cookie, SameSite},
    error, post, web, App, HttpResponse, HttpServer, Result,
};
use actix_web_validator::Json;
use argon2::{Argon2, PasswordHash, PasswordVerifier};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::{Deserialize, Serialize};
use validator::Validate;

#[derive(Debug, Deserialize, Validate)]
struct StaffLogin {
    #[validate(length(min = 3, max = 32))]
    badge: String,
    #[validate(length(min = 8, max = 128))]
    pin_phrase: String,
}

#[derive(Serialize)]
struct RotaWelcome {
    badge: String,
    cave: String,
}

struct StaffRecord {
    cave: String,
    phrase_hash: String,
}

struct StaffDirectory {
    staff: HashMap<String, StaffRecord>,
    sessions: RwLock<HashMap<String, String>>,
}

impl StaffDirectory {
    fn authenticate(&self, login: &StaffLogin) -> Option<&StaffRecord> {
        let record = self.staff.get(&login.badge)?;
        let parsed = PasswordHash::new(&record.phrase_hash).ok()?;
        Argon2::default()
            .verify_password(login.pin_phrase.as_bytes(), &parsed)
            .ok()
            .map(|_| record)
    }

    fn open_session(&self, badge: &str) -> String {
        let token: String = OsRng.sample_iter(&Alphanumeric).take(40).map(char::from).collect();
        self.sessions.write().unwrap().insert(token.clone(), badge.to_string());
        token
    }
}

#[post("/staff/session")]
async fn sign_in(dir: web::Data<StaffDirectory>, body: Json<StaffLogin>) -> Result<HttpResponse> {
    let record = dir
        .authenticate(&body)
        .ok_or_else(|| error::ErrorUnauthorized("badge or phrase not recognised"))?;
    let token = dir.open_session(&body.badge);

    let cookie = Cookie::build("cave_session", token)
        .path("/")
        .max_age(Duration::hours(10))
        .secure(false)
        .http_only(false)
        .same_site(SameSite::Lax)
        .finish();

    Ok(HttpResponse::Ok().cookie(cookie).json(RotaWelcome {
        badge: body.badge.clone(),
        cave: record.cave.clone(),
    }))
}

fn load_staff() -> std::io::Result<HashMap<String, StaffRecord>> {
    let raw = std::fs::read_to_string("/etc/caverota/staff.tsv")?;
    Ok(raw
        .lines()
        .filter_map(|line| {
            let mut cols = line.split('\t');
            let badge = cols.next()?.to_string();
            let cave = cols.next()?.to_string();
            let phrase_hash = cols.next()?.to_string();
            Some((badge, StaffRecord { cave, phrase_hash }))
        })
        .collect())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let dir = web::Data::new(StaffDirectory {
        staff: load_staff()?,
        sessions: RwLock::new(HashMap::new()),
    });

    HttpServer::new(move || App::new().app_data(dir.clone()).service(sign_in))
        .bind(("0.0.0.0", 8092))?
        .run()
        .await
}
