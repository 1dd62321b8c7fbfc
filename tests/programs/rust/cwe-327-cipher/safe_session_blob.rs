// Packs shopping-cart state into an encrypted cookie value and reads it back.
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use chacha20poly1305::aead::{Aead, AeadCore, KeyInit, OsRng};
use chacha20poly1305::{ChaCha20Poly1305, Key, Nonce};
use serde::{Deserialize, Serialize};

const NONCE_LEN: usize = 12;

#[derive(Serialize, Deserialize)]
pub struct CartState {
    pub items: Vec<(u64, u32)>,
    pub coupon: Option<String>,
}

pub struct CartSealer {
    cipher: ChaCha20Poly1305,
}

impl CartSealer {
    pub fn new(key: [u8; 32]) -> Self {
        Self {
            cipher: ChaCha20Poly1305::new(Key::from_slice(&key)),
        }
    }

    pub fn seal(&self, cart: &CartState) -> String {
        let json = serde_json::to_vec(cart).expect("cart serializes");
        let nonce = ChaCha20Poly1305::generate_nonce(&mut OsRng);
        let ct = self
            .cipher
            .encrypt(&nonce, json.as_ref())
            .expect("encryption");
        let mut out = nonce.to_vec();
        out.extend_from_slice(&ct);
        URL_SAFE_NO_PAD.encode(out)
    }

    pub fn open(&self, cookie_value: &str) -> Option<CartState> {
        let data = URL_SAFE_NO_PAD.decode(cookie_value).ok()?;
        if data.len() <= NONCE_LEN {
            return None;
        }
        let (nonce, ct) = data.split_at(NONCE_LEN);
        let pt = self.cipher.decrypt(Nonce::from_slice(nonce), ct).ok()?;
        serde_json::from_slice(&pt).ok()
    }
}
