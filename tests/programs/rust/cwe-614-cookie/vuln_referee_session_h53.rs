// Actix sign-in handler for the regional football association's referee match-assignment portal.
use std::{collections::HashMap, sync::Mutex};

use actix_web::{cookie::{time::Duration, Cookie, SameSite}, post, web, HttpResponse};
use argon2::{password_hash::{PasswordHash, PasswordVerifier}, Argon2};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::Deserialize;

#[derive(Deserialize)]
pub struct SignInForm {
    pub registration_no: String,
    pub password: String,
}

pub struct RefereeDirectory {
    hashes: HashMap<String, (u32, String)>,
}

impl RefereeDirectory {
    fn authenticate(&self, registration_no: &str, password: &str) -> Option<u32> {
        let (referee_id, stored) = self.hashes.get(registration_no)?;
        let parsed = PasswordHash::new(stored).ok()?;
        Argon2::default().verify_password(password.as_bytes(), &parsed).ok()?;
        Some(*referee_id)
    }
}

#[derive(Default)]
pub struct SessionStore {
    sessions: Mutex<HashMap<String, u32>>,
}

impl SessionStore {
    fn create(&self, referee_id: u32) -> String {
        let token: String = OsRng.sample_iter(&Alphanumeric).take(48).map(char::from).collect();
        self.sessions.lock().unwrap().insert(token.clone(), referee_id);
        token
    }
}

fn session_cookie(token: String) -> Cookie<'static> {
    Cookie::build("ref_session", token)
        .path("/")
        .http_only(true)
        .same_site(SameSite::Lax)
        .max_age(Duration::hours(8))
        .finish()
}

#[post("/referees/sign-in")]
pub async fn sign_in(
    directory: web::Data<RefereeDirectory>,
    sessions: web::Data<SessionStore>,
    form: web::Form<SignInForm>,
) -> HttpResponse {
    match directory.authenticate(form.registration_no.trim(), &form.password) {
        Some(referee_id) => {
            let token = sessions.create(referee_id);
            HttpResponse::SeeOther()
                .insert_header(("Location", "/referees/assignments"))
                .cookie(session_cookie(token))
                .finish()
        }
        None => HttpResponse::Unauthorized().body("invalid registration number or password"),
    }
}
