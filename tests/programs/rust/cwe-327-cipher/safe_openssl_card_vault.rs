// Encrypts stored payment card numbers before they are written to the vault table.
use openssl::error::ErrorStack;
use openssl::rand::rand_bytes;
use openssl::symm::{decrypt_aead, encrypt_aead, Cipher};

const IV_LEN: usize = 12;
const TAG_LEN: usize = 16;

pub struct CardVault {
    key: Vec<u8>,
}

#[derive(Debug, Clone)]
pub struct SealedCard {
    pub last4: String,
    pub blob: Vec<u8>,
}

fn digits_only(pan: &str) -> String {
    pan.chars().filter(|c| c.is_ascii_digit()).collect()
}

impl CardVault {
    pub fn from_env() -> Option<Self> {
        let hex_key = std::env::var("CARD_VAULT_KEY").ok()?;
        let key = hex::decode(hex_key.trim()).ok()?;
        (key.len() == 32).then_some(CardVault { key })
    }

    pub fn seal(&self, pan: &str) -> Result<SealedCard, ErrorStack> {
        let digits = digits_only(pan);
        let last4 = digits[digits.len().saturating_sub(4)..].to_string();
        let mut iv = [0u8; IV_LEN];
        rand_bytes(&mut iv)?;
        let mut tag = [0u8; TAG_LEN];
        let ct = encrypt_aead(Cipher::aes_256_gcm(), &self.key, Some(&iv), last4.as_bytes(), digits.as_bytes(), &mut tag)?;
        let mut blob = iv.to_vec();
        blob.extend_from_slice(&ct);
        blob.extend_from_slice(&tag);
        Ok(SealedCard { last4, blob })
    }

    pub fn open(&self, sealed: &SealedCard) -> Result<String, ErrorStack> {
        if sealed.blob.len() < IV_LEN + TAG_LEN {
            return Err(ErrorStack::get());
        }
        let (iv, rest) = sealed.blob.split_at(IV_LEN);
        let (ct, tag) = rest.split_at(rest.len() - TAG_LEN);
        let plain = decrypt_aead(Cipher::aes_256_gcm(), &self.key, Some(iv), sealed.last4.as_bytes(), ct, tag)?;
        Ok(String::from_utf8_lossy(&plain).into_owned())
    }
}

pub async fn store_card(pool: &sqlx::PgPool, vault: &CardVault, customer_id: i64, pan: &str) -> anyhow::Result<()> {
    let sealed = vault.seal(pan)?;
    sqlx::query("INSERT INTO card_vault (customer_id, last4, blob) VALUES ($1, $2, $3)")
        .bind(customer_id)
        .bind(&sealed.last4)
        .bind(&sealed.blob)
        .execute(pool)
        .await?;
    Ok(())
}
