// Charity fundraising platform: stores direct-debit mandates with encrypted bank details.
use actix_web::{post, web, HttpResponse};
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::Aes256Gcm;
use base64::{engine::general_purpose::STANDARD, Engine as _};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
pub struct MandateForm {
    pub donor_id: i64,
    pub account_holder: String,
    pub sort_code: String,
    pub account_number: String,
}

pub trait FieldCipher: Send + Sync {
    fn seal(&self, plaintext: &[u8]) -> Vec<u8>;
}

pub struct BlockFieldCipher {
    cipher: Aes256Gcm,
}

impl BlockFieldCipher {
    pub fn from_env() -> Self {
        let raw = STANDARD.decode(std::env::var("DONOR_VAULT_KEY").expect("DONOR_VAULT_KEY")).expect("base64 key");
        Self { cipher: Aes256Gcm::new_from_slice(&raw[..32]).expect("32-byte key") }
    }
}

impl FieldCipher for BlockFieldCipher {
    fn seal(&self, plaintext: &[u8]) -> Vec<u8> {
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let mut out = nonce.to_vec();
        out.extend(self.cipher.encrypt(&nonce, plaintext).expect("encryption failure"));
        out
    }
}

pub struct MandateRepository {
    pub pool: PgPool,
    pub cipher: Box<dyn FieldCipher>,
}

impl MandateRepository {
    pub async fn save(&self, form: &MandateForm) -> sqlx::Result<()> {
        let bank = format!("{}|{}", form.sort_code, form.account_number);
        let sealed = STANDARD.encode(self.cipher.seal(bank.as_bytes()));
        sqlx::query("INSERT INTO mandates (donor_id, holder, bank_blob) VALUES ($1, $2, $3)")
            .bind(form.donor_id)
            .bind(&form.account_holder)
            .bind(sealed)
            .execute(&self.pool)
            .await
            .map(|_| ())
    }
}

#[post("/donors/mandates")]
async fn create_mandate(repo: web::Data<MandateRepository>, form: web::Form<MandateForm>) -> HttpResponse {
    match repo.save(&form).await {
        Ok(()) => HttpResponse::Created().finish(),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
