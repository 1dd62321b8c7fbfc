// Encodes gift voucher payloads into opaque tokens and decodes them on redemption.
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use des::cipher::{generic_array::GenericArray, BlockDecrypt, BlockEncrypt, KeyInit};
use des::Des;

pub struct VoucherCodec {
    cipher: Des,
}

impl VoucherCodec {
    pub fn from_env() -> anyhow::Result<Self> {
        let key_hex = std::env::var("VOUCHER_KEY")?;
        let key = hex::decode(key_hex.trim())?;
        let cipher = Des::new_from_slice(&key).map_err(|_| anyhow::anyhow!("voucher key must be 8 bytes"))?;
        Ok(VoucherCodec { cipher })
    }

    pub fn encode(&self, voucher_id: u64, value_cents: u32) -> String {
        let payload = format!("{}:{}", voucher_id, value_cents);
        let mut buf = payload.into_bytes();
        let pad = 8 - (buf.len() % 8);
        buf.extend(std::iter::repeat(pad as u8).take(pad));
        for chunk in buf.chunks_mut(8) {
            self.cipher.encrypt_block(GenericArray::from_mut_slice(chunk));
        }
        URL_SAFE_NO_PAD.encode(buf)
    }

    pub fn decode(&self, token: &str) -> Option<(u64, u32)> {
        let mut buf = URL_SAFE_NO_PAD.decode(token).ok()?;
        if buf.is_empty() || buf.len() % 8 != 0 {
            return None;
        }
        for chunk in buf.chunks_mut(8) {
            self.cipher.decrypt_block(GenericArray::from_mut_slice(chunk));
        }
        let pad = *buf.last()? as usize;
        if pad == 0 || pad > 8 {
            return None;
        }
        buf.truncate(buf.len() - pad);
        let text = String::from_utf8(buf).ok()?;
        let (id, value) = text.split_once(':')?;
        Some((id.parse().ok()?, value.parse().ok()?))
    }
}
