// Encrypts third-party OAuth refresh tokens before they are stored in the database.
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::{Aes256Gcm, Nonce};
use base64::{engine::general_purpose::STANDARD, Engine as _};

const NONCE_LEN: usize = 12;

pub struct TokenVault {
    key: [u8; 32],
}

impl TokenVault {
    pub fn from_env() -> Result<Self, String> {
        let raw = std::env::var("TOKEN_VAULT_KEY").map_err(|_| "TOKEN_VAULT_KEY missing")?;
        let bytes = STANDARD.decode(raw.trim()).map_err(|e| e.to_string())?;
        let key: [u8; 32] = bytes
            .try_into()
            .map_err(|_| "TOKEN_VAULT_KEY must decode to 32 bytes".to_string())?;
        Ok(Self { key })
    }

    pub fn seal(&self, token: &str) -> String {
        let cipher = Aes256Gcm::new_from_slice(&self.key).expect("32-byte key");
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let ct = cipher.encrypt(&nonce, token.as_bytes()).expect("encryption");
        let mut out = nonce.to_vec();
        out.extend_from_slice(&ct);
        STANDARD.encode(out)
    }

    pub fn open(&self, sealed: &str) -> Result<String, String> {
        let data = STANDARD.decode(sealed).map_err(|e| e.to_string())?;
        if data.len() <= NONCE_LEN {
            return Err("ciphertext too short".to_string());
        }
        let (nonce, ct) = data.split_at(NONCE_LEN);
        let cipher = Aes256Gcm::new_from_slice(&self.key).expect("32-byte key");
        let pt = cipher
            .decrypt(Nonce::from_slice(nonce), ct)
            .map_err(|_| "decryption failed".to_string())?;
        String::from_utf8(pt).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let vault = TokenVault { key: [7u8; 32] };
        let sealed = vault.seal("1//0gRefreshTokenValue");
        assert_eq!(vault.open(&sealed).unwrap(), "1//0gRefreshTokenValue");
    }
}
