// Funeral home case files: next-of-kin contact details are encrypted before
// they are written to the case folder on the shared drive.
use std::path::PathBuf;
use std::sync::Arc;

use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::Aes256Gcm;
use poem::{
    handler,
    http::StatusCode,
    listener::TcpListener,
    post,
    web::{Data, Json, Path},
    EndpointExt, Error, Result, Route, Server,
};
use serde::{Deserialize, Serialize};

#[derive(Deserialize, Serialize)]
struct NextOfKin {
    full_name: String,
    relationship: String,
    phone: String,
    email: String,
    address: String,
}

struct Vault {
    key: [u8; 32],
    root: PathBuf,
}

impl Vault {
    fn from_env() -> Result<Self, String> {
        let hex_key = std::env::var("CASE_VAULT_KEY").map_err(|_| "CASE_VAULT_KEY is not set")?;
        let bytes = hex::decode(hex_key.trim()).map_err(|_| "CASE_VAULT_KEY must be hex")?;
        let key: [u8; 32] = bytes.try_into().map_err(|_| "CASE_VAULT_KEY must be 32 bytes")?;
        Ok(Self { key, root: PathBuf::from("/srv/funeral-home/cases") })
    }

    fn seal(&self, record: &NextOfKin) -> Result<Vec<u8>, String> {
        let plaintext = serde_json::to_vec(record).map_err(|e| e.to_string())?;
        let cipher = Aes256Gcm::new_from_slice(&self.key).map_err(|e| e.to_string())?;
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let sealed = cipher
            .encrypt(&nonce, plaintext.as_slice())
            .map_err(|e| e.to_string())?;
        Ok(nonce.iter().copied().chain(sealed).collect())
    }

    async fn store(&self, case_id: u32, record: &NextOfKin) -> Result<PathBuf, String> {
        let sealed = self.seal(record)?;
        let folder = self.root.join(format!("case-{case_id}"));
        tokio::fs::create_dir_all(&folder).await.map_err(|e| e.to_string())?;
        let path = folder.join("next-of-kin.bin");
        tokio::fs::write(&path, sealed).await.map_err(|e| e.to_string())?;
        Ok(path)
    }
}

#[handler]
async fn save_next_of_kin(
    Path(case_id): Path<u32>,
    Data(vault): Data<&Arc<Vault>>,
    Json(record): Json<NextOfKin>,
) -> Result<StatusCode> {
    vault
        .store(case_id, &record)
        .await
        .map(|_| StatusCode::CREATED)
        .map_err(|_| Error::from_status(StatusCode::INTERNAL_SERVER_ERROR))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let vault = Arc::new(Vault::from_env()?);
    let app = Route::new()
        .at("/cases/:case_id/next-of-kin", post(save_next_of_kin))
        .data(vault);
    Server::new(TcpListener::bind("0.0.0.0:3200")).run(app).await?;
    Ok(())
}
