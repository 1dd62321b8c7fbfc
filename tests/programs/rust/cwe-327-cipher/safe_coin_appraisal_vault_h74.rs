// A coin appraisal vault program of the h74 set (cwe-327-cipher).
use std::path::{Path, PathBuf};
use std::sync::Arc;

use anyhow::{bail, Context};
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::Aes256Gcm;
use tokio::sync::Semaphore;
use tokio::task::JoinSet;

type VaultCipher = Aes256Gcm;
const KEY_LEN: usize = 32;

const DROP_DIR: &str = "/srv/coinclub/appraisals/incoming";
const VAULT_DIR: &str = "/srv/coinclub/appraisals/vault";

fn load_key() -> anyhow::Result<Vec<u8>> {
    let hex_key = std::env::var("APPRAISAL_VAULT_KEY").context("APPRAISAL_VAULT_KEY not set")?;
    let key = hex::decode(hex_key.trim()).context("vault key is not hex")?;
    if key.len() != KEY_LEN {
        bail!("vault key must be {KEY_LEN} bytes, got {}", key.len());
    }
    Ok(key)
}

fn seal(key: &[u8], plaintext: &[u8]) -> anyhow::Result<Vec<u8>> {
    let cipher = VaultCipher::new_from_slice(key).map_err(|_| anyhow::anyhow!("bad key length"))?;
    let nonce = VaultCipher::generate_nonce(&mut OsRng);
    let mut out = nonce.to_vec();
    let ciphertext = cipher
        .encrypt(&nonce, plaintext)
        .map_err(|_| anyhow::anyhow!("encryption failed"))?;
    out.extend_from_slice(&ciphertext);
    Ok(out)
}

fn seal_file(key: &[u8], src: &Path) -> anyhow::Result<PathBuf> {
    let record = std::fs::read(src).with_context(|| format!("reading {}", src.display()))?;
    // refuse anything that is not a JSON appraisal record
    serde_json::from_slice::<serde_json::Value>(&record).context("not a JSON appraisal")?;
    let sealed = seal(key, &record)?;
    let name = src.file_stem().and_then(|s| s.to_str()).context("odd file name")?;
    let dst = Path::new(VAULT_DIR).join(format!("{name}.sealed"));
    std::fs::write(&dst, sealed)?;
    std::fs::remove_file(src)?;
    Ok(dst)
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let key = Arc::new(load_key()?);
    let limit = Arc::new(Semaphore::new(4));
    let mut jobs = JoinSet::new();

    let mut entries = tokio::fs::read_dir(DROP_DIR).await?;
    while let Some(entry) = entries.next_entry().await? {
        let path = entry.path();
        if path.extension().and_then(|e| e.to_str()) != Some("json") {
            continue;
        }
        let key = Arc::clone(&key);
        let permit = Arc::clone(&limit).acquire_owned().await?;
        jobs.spawn(async move {
            let shown = path.display().to_string();
            let res = tokio::task::spawn_blocking(move || seal_file(&key, &path)).await;
            drop(permit);
            (shown, res)
        });
    }

    let (mut sealed, mut failed) = (0, 0);
    while let Some(done) = jobs.join_next().await {
        match done? {
            (_, Ok(Ok(dst))) => {
                sealed += 1;
                println!("sealed {}", dst.display());
            }
            (src, Ok(Err(e))) => {
                failed += 1;
                eprintln!("{src}: {e:#}");
            }
            (src, Err(e)) => {
                failed += 1;
                eprintln!("{src}: worker crashed: {e}");
            }
        }
    }
    println!("appraisal import finished: {sealed} sealed, {failed} failed");
    Ok(())
}
