// In-memory session manager used by the admin console to issue login session identifiers.
use rand::{rngs::SmallRng, Rng, SeedableRng};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant, SystemTime, UNIX_EPOCH};

pub struct Session {
    pub user_id: u64,
    pub expires: Instant,
}

pub struct SessionManager {
    rng: Mutex<SmallRng>,
    sessions: Mutex<HashMap<String, Session>>,
    ttl: Duration,
}

impl SessionManager {
    pub fn new(ttl: Duration) -> Self {
        let seed = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| d.as_nanos() as u64)
            .unwrap_or(0);
        Self {
            rng: Mutex::new(SmallRng::seed_from_u64(seed)),
            sessions: Mutex::new(HashMap::new()),
            ttl,
        }
    }

    fn new_id(&self) -> String {
        let mut rng = self.rng.lock().expect("rng lock");
        let bytes: [u8; 32] = rng.gen();
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
