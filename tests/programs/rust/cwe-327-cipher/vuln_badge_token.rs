// Seals and opens the payload written to warehouse door badges (worker id, zones, expiry) for the access controller.
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use des::cipher::{block_padding::Pkcs7, BlockDecryptMut, BlockEncryptMut, KeyInit};
use serde::{Deserialize, Serialize};

type BadgeEnc = ecb::Encryptor<des::Des>;
type BadgeDec = ecb::Decryptor<des::Des>;

#[derive(Serialize, Deserialize, Debug, PartialEq)]
pub struct BadgePayload {
    pub worker_id: u32,
    pub zones: Vec<String>,
    pub expires: i64,
}

pub struct BadgeSealer {
    key: [u8; 8],
}

#[derive(Debug, thiserror::Error)]
pub enum BadgeError {
    #[error("malformed badge")]
    Malformed,
}

impl BadgeSealer {
    pub fn from_hex(hex_key: &str) -> Result<Self, BadgeError> {
        let bytes = hex::decode(hex_key).map_err(|_| BadgeError::Malformed)?;
        let key: [u8; 8] = bytes.try_into().map_err(|_| BadgeError::Malformed)?;
        Ok(Self { key })
    }

    pub fn seal(&self, payload: &BadgePayload) -> String {
        let plain = serde_json::to_vec(payload).expect("badge payload serializes");
        let ct = BadgeEnc::new(&self.key.into()).encrypt_padded_vec_mut::<Pkcs7>(&plain);
        URL_SAFE_NO_PAD.encode(ct)
    }

    pub fn open(&self, token: &str) -> Result<BadgePayload, BadgeError> {
        let ct = URL_SAFE_NO_PAD.decode(token).map_err(|_| BadgeError::Malformed)?;
        let plain = BadgeDec::new(&self.key.into())
            .decrypt_padded_vec_mut::<Pkcs7>(&ct)
            .map_err(|_| BadgeError::Malformed)?;
        serde_json::from_slice(&plain).map_err(|_| BadgeError::Malformed)
    }
}
