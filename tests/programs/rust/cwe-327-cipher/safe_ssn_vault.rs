// Encrypts and decrypts customer national ID numbers before they are stored in the database.
use openssl::error::ErrorStack;
use openssl::rand::rand_bytes;
use openssl::symm::{decrypt_aead, encrypt_aead, Cipher};

pub struct FieldVault {
    key: Vec<u8>,
}

pub struct SealedField {
    pub iv: Vec<u8>,
    pub tag: [u8; 16],
    pub ciphertext: Vec<u8>,
}

impl FieldVault {
    pub fn from_key(key: Vec<u8>) -> Self {
        assert_eq!(key.len(), 32, "vault key must be 32 bytes");
        FieldVault { key }
    }

    fn cipher() -> Cipher {
        Cipher::aes_256_gcm()
    }

    pub fn seal(&self, plaintext: &str) -> Result<SealedField, ErrorStack> {
        let mut iv = vec![0u8; 12];
        rand_bytes(&mut iv)?;
        let mut tag = [0u8; 16];
        let ciphertext = encrypt_aead(Self::cipher(), &self.key, Some(&iv), b"national-id", plaintext.as_bytes(), &mut tag)?;
        Ok(SealedField { iv, tag, ciphertext })
    }

    pub fn open(&self, sealed: &SealedField) -> Result<String, ErrorStack> {
        let bytes = decrypt_aead(Self::cipher(), &self.key, Some(&sealed.iv), b"national-id", &sealed.ciphertext, &sealed.tag)?;
        Ok(String::from_utf8_lossy(&bytes).into_owned())
    }
}

pub fn store_national_id(vault: &FieldVault, customer_id: i64, national_id: &str) -> Result<(i64, String), ErrorStack> {
    let sealed = vault.seal(national_id)?;
    let mut blob = sealed.iv.clone();
    blob.extend_from_slice(&sealed.tag);
    blob.extend_from_slice(&sealed.ciphertext);
    Ok((customer_id, hex::encode(blob)))
}
