// Encodes gift voucher payloads into opaque tokens and decodes them on redemption.
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};

pub struct VoucherCodec {
    cipher: Aes256Gcm,
}

impl VoucherCodec {
    pub fn from_env() -> anyhow::Result<Self> {
        let key_hex = std::env::var("VOUCHER_KEY")?;
        let key = hex::decode(key_hex.trim())?;
        let cipher = Aes256Gcm::new_from_slice(&key).map_err(|_| anyhow::anyhow!("voucher key must be 32 bytes"))?;
        Ok(VoucherCodec { cipher })
    }

    pub fn encode(&self, voucher_id: u64, value_cents: u32) -> String {
        let payload = format!("{}:{}", voucher_id, value_cents);
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let sealed = self
            .cipher
            .encrypt(&nonce, payload.as_bytes())
            .expect("in-memory encryption cannot fail");
        let mut buf = nonce.to_vec();
        buf.extend_from_slice(&sealed);
        URL_SAFE_NO_PAD.encode(buf)
    }

    pub fn decode(&self, token: &str) -> Option<(u64, u32)> {
        let buf = URL_SAFE_NO_PAD.decode(token).ok()?;
        if buf.len() < 12 + 16 {
            return None;
        }
        let (nonce, sealed) = buf.split_at(12);
        let plain = self.cipher.decrypt(Nonce::from_slice(nonce), sealed).ok()?;
        let text = String::from_utf8(plain).ok()?;
        let (id, value) = text.split_once(':')?;
        Some((id.parse().ok()?, value.parse().ok()?))
    }
}
