// Encrypts stored payment card numbers before they are written to the vault table.
use openssl::error::ErrorStack;
use openssl::symm::{decrypt, encrypt, Cipher};

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
        (key.len() == 8).then_some(CardVault { key })
    }

    fn cipher() -> Cipher {
        Cipher::des_ecb()
    }

    pub fn seal(&self, pan: &str) -> Result<SealedCard, ErrorStack> {
        let digits = digits_only(pan);
        let last4 = digits[digits.len().saturating_sub(4)..].to_string();
        let blob = encrypt(Self::cipher(), &self.key, None, digits.as_bytes())?;
        Ok(SealedCard { last4, blob })
    }

    pub fn open(&self, sealed: &SealedCard) -> Result<String, ErrorStack> {
        let plain = decrypt(Self::cipher(), &self.key, None, &sealed.blob)?;
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
