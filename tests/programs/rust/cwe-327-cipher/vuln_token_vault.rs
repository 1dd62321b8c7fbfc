// Encrypts third-party OAuth refresh tokens before they are stored in the database.
use aes::Aes128;
use base64::{engine::general_purpose::STANDARD, Engine as _};
use ecb::cipher::{block_padding::Pkcs7, BlockDecryptMut, BlockEncryptMut, KeyInit};

type TokenEncryptor = ecb::Encryptor<Aes128>;
type TokenDecryptor = ecb::Decryptor<Aes128>;

pub struct TokenVault {
    key: [u8; 16],
}

impl TokenVault {
    pub fn from_env() -> Result<Self, String> {
        let raw = std::env::var("TOKEN_VAULT_KEY").map_err(|_| "TOKEN_VAULT_KEY missing")?;
        let bytes = STANDARD.decode(raw.trim()).map_err(|e| e.to_string())?;
        let key: [u8; 16] = bytes
            .try_into()
            .map_err(|_| "TOKEN_VAULT_KEY must decode to 16 bytes".to_string())?;
        Ok(Self { key })
    }

    pub fn seal(&self, token: &str) -> String {
        let ct = TokenEncryptor::new(&self.key.into())
            .encrypt_padded_vec_mut::<Pkcs7>(token.as_bytes());
        STANDARD.encode(ct)
    }

    pub fn open(&self, sealed: &str) -> Result<String, String> {
        let ct = STANDARD.decode(sealed).map_err(|e| e.to_string())?;
        let pt = TokenDecryptor::new(&self.key.into())
            .decrypt_padded_vec_mut::<Pkcs7>(&ct)
            .map_err(|_| "decryption failed".to_string())?;
        String::from_utf8(pt).map_err(|e| e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let vault = TokenVault { key: [7u8; 16] };
        let sealed = vault.seal("1//0gRefreshTokenValue");
        assert_eq!(vault.open(&sealed).unwrap(), "1//0gRefreshTokenValue");
    }
}
