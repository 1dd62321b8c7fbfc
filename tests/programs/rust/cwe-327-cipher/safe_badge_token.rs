// Seals and opens the payload written to warehouse door badges (worker id, zones, expiry) for the access controller.
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::{Aes256Gcm, Key, Nonce};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize, Debug, PartialEq)]
pub struct BadgePayload {
    pub worker_id: u32,
    pub zones: Vec<String>,
    pub expires: i64,
}

pub struct BadgeSealer {
    cipher: Aes256Gcm,
}

#[derive(Debug, thiserror::Error)]
pub enum BadgeError {
    #[error("malformed badge")]
    Malformed,
}

impl BadgeSealer {
    pub fn from_hex(hex_key: &str) -> Result<Self, BadgeError> {
        let bytes = hex::decode(hex_key).map_err(|_| BadgeError::Malformed)?;
        let key: [u8; 32] = bytes.try_into().map_err(|_| BadgeError::Malformed)?;
        Ok(Self { cipher: Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(&key)) })
    }

    pub fn seal(&self, payload: &BadgePayload) -> String {
        let plain = serde_json::to_vec(payload).expect("badge payload serializes");
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let ct = self.cipher.encrypt(&nonce, plain.as_ref()).expect("aes-gcm encrypt");
        let mut out = nonce.to_vec();
        out.extend_from_slice(&ct);
        URL_SAFE_NO_PAD.encode(out)
    }

    pub fn open(&self, token: &str) -> Result<BadgePayload, BadgeError> {
        let raw = URL_SAFE_NO_PAD.decode(token).map_err(|_| BadgeError::Malformed)?;
        if raw.len() < 12 {
            return Err(BadgeError::Malformed);
        }
        let (nonce, ct) = raw.split_at(12);
        let plain = self
            .cipher
            .decrypt(Nonce::from_slice(nonce), ct)
            .map_err(|_| BadgeError::Malformed)?;
        serde_json::from_slice(&plain).map_err(|_| BadgeError::Malformed)
    }
}
