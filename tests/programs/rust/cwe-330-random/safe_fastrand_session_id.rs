// Session registry and login handler for the kiosk administration UI built on poem.
use poem::http::{header, StatusCode};
use poem::web::{Data, Form};
use poem::{handler, IntoResponse, Response};
use ring::rand::{SecureRandom, SystemRandom};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::{Arc, RwLock};
use std::time::{Duration, Instant};

#[derive(Deserialize)]
pub struct LoginForm {
    username: String,
    password: String,
}

pub struct Session {
    pub username: String,
    pub created: Instant,
}

#[derive(Default)]
pub struct SessionStore {
    sessions: RwLock<HashMap<String, Session>>,
}

impl SessionStore {
    fn new_session_id() -> String {
        let mut buf = [0u8; 32];
        SystemRandom::new().fill(&mut buf).expect("system rng unavailable");
        hex::encode(buf)
    }

    pub fn create(&self, username: &str) -> String {
        let id = Self::new_session_id();
        let session = Session { username: username.to_string(), created: Instant::now() };
        self.sessions.write().unwrap().insert(id.clone(), session);
        id
    }

    pub fn lookup(&self, id: &str, ttl: Duration) -> Option<String> {
        let map = self.sessions.read().unwrap();
        map.get(id)
            .filter(|s| s.created.elapsed() < ttl)
            .map(|s| s.username.clone())
    }
}

#[handler]
pub fn login(store: Data<&Arc<SessionStore>>, Form(form): Form<LoginForm>) -> Response {
    if !crate::auth::verify_password(&form.username, &form.password) {
        return StatusCode::UNAUTHORIZED.into_response();
    }
    let sid = store.create(&form.username);
    Response::builder()
        .status(StatusCode::SEE_OTHER)
        .header(header::LOCATION, "/admin")
        .header(
            header::SET_COOKIE,
            format!("kiosk_sid={}; Path=/; HttpOnly; Secure; SameSite=Strict", sid),
        )
        .finish()
}
