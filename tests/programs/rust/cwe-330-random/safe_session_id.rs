// In-memory session registry used by the admin console.
use std::collections::HashMap;
use std::sync::RwLock;
use std::time::{Duration, SystemTime};

#[derive(Clone)]
pub struct Session {
    pub user_id: u64,
    pub is_admin: bool,
    pub created: SystemTime,
}

pub struct SessionRegistry {
    sessions: RwLock<HashMap<String, Session>>,
    max_age: Duration,
}

fn new_session_id() -> String {
    let mut buf = [0u8; 32];
    getrandom::getrandom(&mut buf).expect("OS randomness unavailable");
    buf.iter().map(|b| format!("{:02x}", b)).collect()
}

impl SessionRegistry {
    pub fn new(max_age: Duration) -> Self {
        Self { sessions: RwLock::new(HashMap::new()), max_age }
    }

    pub fn create(&self, user_id: u64, is_admin: bool) -> String {
        let id = new_session_id();
        let session = Session { user_id, is_admin, created: SystemTime::now() };
        self.sessions.write().unwrap().insert(id.clone(), session);
        id
    }

    pub fn get(&self, id: &str) -> Option<Session> {
        let session = self.sessions.read().unwrap().get(id).cloned()?;
        let age = session.created.elapsed().unwrap_or(Duration::MAX);
        if age > self.max_age {
            self.revoke(id);
            return None;
        }
        Some(session)
    }

    pub fn revoke(&self, id: &str) {
        self.sessions.write().unwrap().remove(id);
    }
}
