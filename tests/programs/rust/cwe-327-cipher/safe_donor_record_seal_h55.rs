// Charity fundraising backend that encrypts donor contact details before storing them.
use aes_gcm::{
    aead::{Aead, AeadCore, KeyInit, OsRng},
    Aes256Gcm, Key,
};
use base64::{engine::general_purpose::STANDARD, Engine};
use serde::Deserialize;
use sqlx::SqlitePool;

#[derive(Deserialize)]
pub struct DonorSignup {
    pub full_name: String,
    pub email: String,
    pub phone: String,
    pub monthly_pledge_cents: i64,
}

pub struct RecordSealer {
    key: [u8; 32],
}

impl RecordSealer {
    pub fn from_env() -> anyhow::Result<Self> {
        let hex_key = std::env::var("DONOR_RECORD_KEY")?;
        let mut key = [0u8; 32];
        hex::decode_to_slice(hex_key.trim(), &mut key)?;
        Ok(RecordSealer { key })
    }

    pub fn seal(&self, plain: &str) -> anyhow::Result<String> {
        let cipher = Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(&self.key));
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let ct = cipher
            .encrypt(&nonce, plain.as_bytes())
            .map_err(|_| anyhow::anyhow!("encryption failed"))?;
        let mut blob = nonce.to_vec();
        blob.extend_from_slice(&ct);
        Ok(STANDARD.encode(blob))
    }
}

pub struct DonorRepository {
    pool: SqlitePool,
    sealer: RecordSealer,
}

impl DonorRepository {
    pub async fn insert(&self, d: &DonorSignup) -> anyhow::Result<i64> {
        let contact = format!("{}|{}|{}", d.full_name, d.email, d.phone);
        let sealed = self.sealer.seal(&contact)?;
        let res = sqlx::query("INSERT INTO donors (contact_blob, pledge_cents) VALUES (?, ?)")
            .bind(sealed)
            .bind(d.monthly_pledge_cents)
            .execute(&self.pool)
            .await?;
        Ok(res.last_insert_rowid())
    }
}
