// A payment note vault program of the h67 set (cwe-327-cipher).
// blacksmith forges: keep encrypted payment notes against gate and railing commissions
use std::{collections::HashMap, sync::Mutex};

use actix_web::{error, get, put, web, App, HttpResponse, HttpServer, Result};
use aes_gcm::{
    aead::{Aead, AeadCore, KeyInit, OsRng},
    Aes256Gcm, Key, Nonce,
};
use once_cell::sync::Lazy;
use regex::Regex;
use serde::{Deserialize, Serialize};
use validator::Validate;

const NONCE_LEN: usize = 12;

static LAST_FOUR: Lazy<Regex> = Lazy::new(|| Regex::new(r"^[0-9]{4}$").unwrap());

#[derive(Debug, Deserialize, Serialize, Validate)]
struct PaymentNote {
    #[validate(length(min = 2, max = 80))]
    card_holder: String,
    #[validate(regex(path = *LAST_FOUR))]
    card_last4: String,
    #[validate(length(max = 300))]
    note: String,
}

struct NoteCipher {
    cipher: Aes256Gcm,
}

impl NoteCipher {
    fn from_env() -> anyhow::Result<Self> {
        let raw = hex::decode(std::env::var("FORGE_NOTE_KEY")?)?;
        if raw.len() != 32 {
            anyhow::bail!("FORGE_NOTE_KEY must be 32 bytes of hex");
        }
        let key = Key::<Aes256Gcm>::from_slice(&raw);
        Ok(Self { cipher: Aes256Gcm::new(key) })
    }

    fn seal(&self, plaintext: &[u8]) -> anyhow::Result<Vec<u8>> {
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let ciphertext = self
            .cipher
            .encrypt(&nonce, plaintext)
            .map_err(|_| anyhow::anyhow!("payment note could not be encrypted"))?;
        let mut sealed = nonce.to_vec();
        sealed.extend_from_slice(&ciphertext);
        Ok(sealed)
    }

    fn open(&self, sealed: &[u8]) -> anyhow::Result<Vec<u8>> {
        if sealed.len() <= NONCE_LEN {
            anyhow::bail!("payment note is truncated");
        }
        let (nonce, ciphertext) = sealed.split_at(NONCE_LEN);
        self.cipher
            .decrypt(Nonce::from_slice(nonce), ciphertext)
            .map_err(|_| anyhow::anyhow!("payment note could not be decrypted"))
    }
}

struct NoteVault {
    cipher: NoteCipher,
    notes: Mutex<HashMap<u32, Vec<u8>>>,
}

#[put("/commissions/{id}/payment-note")]
async fn store_note(
    vault: web::Data<NoteVault>,
    id: web::Path<u32>,
    body: web::Json<PaymentNote>,
) -> Result<HttpResponse> {
    body.validate().map_err(error::ErrorBadRequest)?;
    let plaintext = serde_json::to_vec(&body.into_inner()).map_err(error::ErrorBadRequest)?;
    let sealed = vault
        .cipher
        .seal(&plaintext)
        .map_err(error::ErrorInternalServerError)?;
    vault.notes.lock().unwrap().insert(id.into_inner(), sealed);
    Ok(HttpResponse::NoContent().finish())
}

#[get("/commissions/{id}/payment-note")]
async fn read_note(vault: web::Data<NoteVault>, id: web::Path<u32>) -> Result<HttpResponse> {
    let sealed = vault
        .notes
        .lock()
        .unwrap()
        .get(&id.into_inner())
        .cloned()
        .ok_or_else(|| error::ErrorNotFound("no payment note"))?;
    let plaintext = vault.cipher.open(&sealed).map_err(error::ErrorInternalServerError)?;
    let note: PaymentNote = serde_json::from_slice(&plaintext).map_err(error::ErrorInternalServerError)?;
    Ok(HttpResponse::Ok().json(note))
}

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let vault = web::Data::new(NoteVault {
        cipher: NoteCipher::from_env()?,
        notes: Mutex::new(HashMap::new()),
    });

    HttpServer::new(move || {
        App::new()
            .app_data(vault.clone())
            .service(store_note)
            .service(read_note)
    })
    .bind(("127.0.0.1", 8700))?
    .run()
    .await?;
    Ok(())
}
