// A coordinate vault program of the h73 set (cwe-327-cipher).
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::Aes256Gcm;
use axum::{
    extract::{Path, State},
    http::StatusCode,
    routing::post,
    Json, Router,
};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

struct Vault {
    key: [u8; 32],
    sealed: Mutex<HashMap<String, String>>,
}

#[derive(Deserialize)]
struct FinalCoords {
    /// as the cache owner types it, e.g. "N 47° 36.512 W 122° 19.807"
    coords: String,
    hint: Option<String>,
}

#[derive(Serialize)]
struct Sealed {
    gc_code: String,
    ciphertext: String,
}

fn canonical_coords(raw: &str) -> String {
    raw.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .replace('°', "")
        .to_uppercase()
}

fn seal(key: &[u8; 32], plaintext: &[u8]) -> Vec<u8> {
    let cipher = Aes256Gcm::new(key.into());
    let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
    let mut out = nonce.to_vec();
    out.extend(cipher.encrypt(&nonce, plaintext).expect("aes-gcm encryption"));
    out
}

async fn seal_final(
    State(vault): State<Arc<Vault>>,
    Path(gc_code): Path<String>,
    Json(body): Json<FinalCoords>,
) -> Result<Json<Sealed>, (StatusCode, &'static str)> {
    let gc_code = gc_code.trim().to_uppercase();
    if !gc_code.starts_with("GC") || gc_code.len() > 8 {
        return Err((StatusCode::BAD_REQUEST, "not a cache code"));
    }
    let mut record = canonical_coords(&body.coords);
    if let Some(hint) = body.hint.as_deref().map(str::trim).filter(|h| !h.is_empty()) {
        record.push('\n');
        record.push_str(hint);
    }

    let ciphertext = hex::encode(seal(&vault.key, record.as_bytes()));
    vault
        .sealed
        .lock()
        .map_err(|_| (StatusCode::INTERNAL_SERVER_ERROR, "vault poisoned"))?
        .insert(gc_code.clone(), ciphertext.clone());
    Ok(Json(Sealed { gc_code, ciphertext }))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let key_hex = std::env::var("COORD_VAULT_KEY")?;
    let key: [u8; 32] = hex::decode(key_hex.trim())?
        .try_into()
        .map_err(|_| anyhow::anyhow!("COORD_VAULT_KEY must be 32 bytes of hex"))?;
    let vault = Arc::new(Vault { key, sealed: Mutex::new(HashMap::new()) });

    let app = Router::new()
        .route("/caches/{gc_code}/final", post(seal_final))
        .with_state(vault);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8181").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
