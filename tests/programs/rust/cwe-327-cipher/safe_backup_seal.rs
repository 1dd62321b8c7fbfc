// Encrypts nightly database export files before they are uploaded to object storage.
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::{Aes256Gcm, Key};
use anyhow::{anyhow, Context, Result};
use std::path::Path;

pub struct BackupSealer {
    key: [u8; 32],
}

impl BackupSealer {
    pub fn from_env() -> Result<Self> {
        let hex_key = std::env::var("BACKUP_KEY_HEX").context("BACKUP_KEY_HEX not set")?;
        let bytes = hex::decode(hex_key.trim())?;
        let key: [u8; 32] = bytes
            .try_into()
            .map_err(|_| anyhow!("BACKUP_KEY_HEX must decode to 32 bytes"))?;
        Ok(Self { key })
    }

    pub fn seal(&self, plain: &[u8]) -> Result<Vec<u8>> {
        let cipher = Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(&self.key));
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let ct = cipher.encrypt(&nonce, plain).map_err(|_| anyhow!("encryption failed"))?;
        let mut out = nonce.to_vec();
        out.extend_from_slice(&ct);
        Ok(out)
    }

    pub async fn seal_file(&self, src: &Path, dst: &Path) -> Result<u64> {
        let plain = tokio::fs::read(src).await.with_context(|| format!("reading {}", src.display()))?;
        let sealed = self.seal(&plain)?;
        tokio::fs::write(dst, &sealed).await?;
        Ok(sealed.len() as u64)
    }
}

pub async fn seal_exports(dir: &Path) -> Result<()> {
    let sealer = BackupSealer::from_env()?;
    let mut entries = tokio::fs::read_dir(dir).await?;
    while let Some(entry) = entries.next_entry().await? {
        let path = entry.path();
        if path.extension().map_or(false, |e| e == "dump") {
            let out = path.with_extension("dump.enc");
            let n = sealer.seal_file(&path, &out).await?;
            tracing::info!(file = %out.display(), bytes = n, "export sealed");
        }
    }
    Ok(())
}
