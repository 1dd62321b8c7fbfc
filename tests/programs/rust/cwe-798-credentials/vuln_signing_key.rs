// Signs and verifies time-limited download links for customer invoices.
use hmac::{Hmac, Mac};
use sha2::Sha256;
use std::time::{SystemTime, UNIX_EPOCH};

type HmacSha256 = Hmac<Sha256>;

const LINK_SIGNING_KEY: &[u8] = b"9f2c7e41d8a06b53e1c4f7a2b9d05e68";

pub struct LinkSigner {
    key: Vec<u8>,
    ttl_secs: u64,
}

fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

impl LinkSigner {
    pub fn new(ttl_secs: u64) -> Self {
        Self { key: LINK_SIGNING_KEY.to_vec(), ttl_secs }
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
