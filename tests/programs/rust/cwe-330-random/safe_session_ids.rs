// In-memory session manager used by the admin console to issue login session identifiers.
use rand::{rngs::OsRng, RngCore};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

pub struct Session {
    pub user_id: u64,
    pub expires: Instant,
}

pub struct SessionManager {
    sessions: Mutex<HashMap<String, Session>>,
    ttl: Duration,
}

impl SessionManager {
    pub fn new(ttl: Duration) -> Self {
        Self {
            sessions: Mutex::new(HashMap::new()),
            ttl,
        }
    }

    fn new_id(&self) -> String {
        let mut bytes = [0u8; 32];
        OsRng.fill_bytes(&mut bytes);
        hex::encode(bytes)
    }

    pub fn create(&self, user_id: u64) -> String {
        let id = self.new_id();
        let session = Session { user_id, expires: Instant::now() + self.ttl };
        self.sessions.lock().expect("session lock").insert(id.clone(), session);
        id
    }

    pub fn lookup(&self, id: &str) -> Option<u64> {
        let mut sessions = self.sessions.lock().expect("session lock");
        match sessions.get(id) {
            Some(s) if s.expires > Instant::now() => Some(s.user_id),
            Some(_) => {
                sessions.remove(id);
                None
            }
            None => None,
        }
    }
}
