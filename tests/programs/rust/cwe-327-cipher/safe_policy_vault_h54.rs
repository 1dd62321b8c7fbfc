// Stores uploaded insurance policy documents encrypted at rest in the document vault directory.
use actix_web::{put, web, HttpResponse};
use openssl::rand::rand_bytes;
use openssl::symm::{encrypt_aead, Cipher};
use std::path::PathBuf;

pub struct Vault {
    key: Vec<u8>,
    dir: PathBuf,
}

impl Vault {
    pub fn from_env() -> Option<Self> {
        let key = std::env::var("POLICY_VAULT_KEY")
            .ok()
            .and_then(|k| hex::decode(k.trim()).ok())
            .filter(|k| k.len() == 32)?;
        Some(Vault { key, dir: PathBuf::from("/srv/policy-vault") })
    }

    fn seal(&self, policy_no: u64, plain: &[u8]) -> Result<Vec<u8>, String> {
        let mut nonce = [0u8; 12];
        let mut tag = [0u8; 16];
        rand_bytes(&mut nonce).map_err(|e| e.to_string())?;
        let aad = policy_no.to_be_bytes();
        let ct = encrypt_aead(Cipher::aes_256_gcm(), &self.key, Some(&nonce), &aad, plain, &mut tag)
            .map_err(|e| e.to_string())?;
        Ok([&nonce[..], &ct[..], &tag[..]].concat())
    }
}

fn write_blob(target: PathBuf) -> impl FnOnce(Vec<u8>) -> Result<(), String> {
    move |blob| std::fs::write(&target, blob).map_err(|e| e.to_string())
}

#[put("/policies/{policy_no}/document")]
pub async fn store_document(
    vault: web::Data<Vault>,
    policy_no: web::Path<u64>,
    body: web::Bytes,
) -> HttpResponse {
    let policy_no = policy_no.into_inner();
    if body.is_empty() || body.len() > 20 * 1024 * 1024 {
        return HttpResponse::PayloadTooLarge().finish();
    }
    let target = vault.dir.join(format!("{}.vault", policy_no));
    match vault.seal(policy_no, &body).and_then(write_blob(target)) {
        Ok(()) => HttpResponse::Created().finish(),
        Err(msg) => {
            log::error!("vault write failed for policy {}: {}", policy_no, msg);
            HttpResponse::InternalServerError().finish()
        }
    }
}
