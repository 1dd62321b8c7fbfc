// Stores uploaded insurance policy documents encrypted at rest in the document vault directory.
use actix_web::{put, web, HttpResponse};
use openssl::symm::{encrypt, Cipher};
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

    fn seal(&self, _policy_no: u64, plain: &[u8]) -> Result<Vec<u8>, String> {
        encrypt(Cipher::aes_256_ecb(), &self.key, None, plain).map_err(|e| e.to_string())
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
