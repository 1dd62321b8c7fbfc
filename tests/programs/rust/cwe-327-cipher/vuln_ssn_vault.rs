// Encrypts and decrypts customer national ID numbers before they are stored in the database.
use openssl::error::ErrorStack;
use openssl::rand::rand_bytes;
use openssl::symm::{decrypt, encrypt, Cipher};

pub struct FieldVault {
    key: Vec<u8>,
}

pub struct SealedField {
    pub iv: Vec<u8>,
    pub ciphertext: Vec<u8>,
}

impl FieldVault {
    pub fn from_key(key: Vec<u8>) -> Self {
        assert_eq!(key.len(), 24, "vault key must be 24 bytes");
        FieldVault { key }
    }

    fn cipher() -> Cipher {
        Cipher::des_ede3_cbc()
    }

    pub fn seal(&self, plaintext: &str) -> Result<SealedField, ErrorStack> {
        let cipher = Self::cipher();
        let mut iv = vec![0u8; cipher.iv_len().unwrap_or(8)];
        rand_bytes(&mut iv)?;
        let ciphertext = encrypt(cipher, &self.key, Some(&iv), plaintext.as_bytes())?;
        Ok(SealedField { iv, ciphertext })
    }

    pub fn open(&self, sealed: &SealedField) -> Result<String, ErrorStack> {
        let bytes = decrypt(Self::cipher(), &self.key, Some(&sealed.iv), &sealed.ciphertext)?;
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }
}

pub fn store_national_id(vault: &FieldVault, customer_id: i64, national_id: &str) -> Result<(i64, String), ErrorStack> {
    let sealed = vault.seal(national_id)?;
    let mut blob = sealed.iv.clone();
    blob.extend_from_slice(&sealed.ciphertext);
    Ok((customer_id, hex::encode(blob)))
}
