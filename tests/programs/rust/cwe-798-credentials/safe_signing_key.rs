// Signs and verifies time-limited download links for customer invoices.
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::time::{SystemTime, UNIX_EPOCH};

type HmacSha256 = Hmac<Sha256>;

const LINK_SIGNING_KEY_VAR: &str = "LINK_SIGNING_KEY";

pub struct LinkSigner {
    key: Vec<u8>,
    ttl_secs: u64,
}

fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

impl LinkSigner {
    pub fn from_env(ttl_secs: u64) -> Result<Self, String> {
        let raw = std::env::var(LINK_SIGNING_KEY_VAR)
            .map_err(|_| format!("{LINK_SIGNING_KEY_VAR} is not set"))?;
        let key = hex::decode(raw.trim()).map_err(|e| e.to_string())?;
        if key.len() < 32 {
            return Err("signing key must be at least 32 bytes".to_string());
        }
        Ok(Self { key, ttl_secs })
    }

    fn mac(&self, path: &str, expires: u64) -> HmacSha256 {
        let mut mac = HmacSha256::new_from_slice(&self.key).expect("HMAC accepts any key length");
        mac.update(path.as_bytes());
        mac.update(b"|");
        mac.update(expires.to_string().as_bytes());
        mac
    }

    pub fn sign(&self, path: &str) -> String {
        let expires = now_secs() + self.ttl_secs;
        let tag = hex::encode(self.mac(path, expires).finalize().into_bytes());
        format!("{path}?expires={expires}&sig={tag}")
    }

    pub fn verify(&self, path: &str, expires: u64, sig_hex: &str) -> bool {
        if now_secs() > expires {
            return false;
        }
        let Ok(sig) = hex::decode(sig_hex) else {
            return false;
        };
        self.mac(path, expires).verify_slice(&sig).is_ok()
    }
}
