// Issues password-reset tokens and redeems them before they expire.
use rand::{rngs::OsRng, Rng};
use std::collections::HashMap;
use std::sync::Mutex;
use std::time::{Duration, Instant};

const CHARSET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
const TOKEN_LEN: usize = 32;

pub struct ResetTokenStore {
    tokens: Mutex<HashMap<String, (String, Instant)>>,
    ttl: Duration,
}

fn generate_token() -> String {
    let mut rng = OsRng;
    (0..TOKEN_LEN)
        .map(|_| CHARSET[rng.gen_range(0..CHARSET.len())] as char)
        .collect()
}

impl ResetTokenStore {
    pub fn new(ttl: Duration) -> Self {
        Self { tokens: Mutex::new(HashMap::new()), ttl }
    }

    pub fn issue(&self, email: &str) -> String {
        let token = generate_token();
        let expires = Instant::now() + self.ttl;
        self.tokens
            .lock()
            .expect("token map poisoned")
            .insert(token.clone(), (email.to_string(), expires));
        token
    }

    pub fn redeem(&self, token: &str) -> Option<String> {
        let mut map = self.tokens.lock().expect("token map poisoned");
        let (email, expires) = map.remove(token)?;
        if Instant::now() > expires {
            return None;
        }
        Some(email)
    }
}
