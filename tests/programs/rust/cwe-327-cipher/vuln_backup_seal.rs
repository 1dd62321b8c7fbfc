// Encrypts nightly database export files before they are uploaded to object storage.
use anyhow::{anyhow, Context, Result};
use des::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyInit};
use std::path::Path;

type ExportCipher = ecb::Encryptor<des::Des>;

pub struct BackupSealer {
    key: [u8; 8],
}

impl BackupSealer {
    pub fn from_env() -> Result<Self> {
        let hex_key = std::env::var("BACKUP_KEY_HEX").context("BACKUP_KEY_HEX not set")?;
        let bytes = hex::decode(hex_key.trim())?;
        let key: [u8; 8] = bytes
            .try_into()
            .map_err(|_| anyhow!("BACKUP_KEY_HEX must decode to 8 bytes"))?;
        Ok(Self { key })
    }

    pub fn seal(&self, plain: &[u8]) -> Result<Vec<u8>> {
        let cipher = ExportCipher::new(&self.key.into());
        Ok(cipher.encrypt_padded_vec_mut::<Pkcs7>(plain))
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
