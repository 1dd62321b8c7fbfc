// Charity fundraising backend that encrypts donor contact details before storing them.
use aes::Aes128;
use base64::{engine::general_purpose::STANDARD, Engine};
use cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyInit};
use serde::Deserialize;
use sqlx::SqlitePool;

type DonorCipher = ecb::Encryptor<Aes128>;

#[derive(Deserialize)]
pub struct DonorSignup {
    pub full_name: String,
    pub email: String,
    pub phone: String,
    pub monthly_pledge_cents: i64,
}

pub struct RecordSealer {
    key: [u8; 16],
}

impl RecordSealer {
    pub fn from_env() -> anyhow::Result<Self> {
        let hex_key = std::env::var("DONOR_RECORD_KEY")?;
        let mut key = [0u8; 16];
        hex::decode_to_slice(hex_key.trim(), &mut key)?;
        Ok(RecordSealer { key })
    }

    pub fn seal(&self, plain: &str) -> String {
        let ct = DonorCipher::new(&self.key.into()).encrypt_padded_vec_mut::<Pkcs7>(plain.as_bytes());
        STANDARD.encode(ct)
    }
}

pub struct DonorRepository {
    pool: SqlitePool,
    sealer: RecordSealer,
}

impl DonorRepository {
    pub async fn insert(&self, d: &DonorSignup) -> Result<i64, sqlx::Error> {
        let contact = format!("{}|{}|{}", d.full_name, d.email, d.phone);
        let sealed = self.sealer.seal(&contact);
        let res = sqlx::query("INSERT INTO donors (contact_blob, pledge_cents) VALUES (?, ?)")
            .bind(sealed)
            .bind(d.monthly_pledge_cents)
            .execute(&self.pool)
            .await?;
        Ok(res.last_insert_rowid())
    }
}
