// xray vault (h58 set)
use aes_gcm::{
    aead::{Aead, AeadCore, KeyInit, OsRng},
    Aes256Gcm, Nonce,
};
use std::path::{Path, PathBuf};

const NONCE_LEN: usize = 12;

/// Radiographs (bitewings, panoramics) exported from the imaging sensor are
/// encrypted before they are copied to the practice's off-site backup.
struct Vault {
    key: [u8; 32],
    backup_dir: PathBuf,
}

impl Vault {
    fn from_env() -> anyhow::Result<Self> {
        let key_hex = std::env::var("XRAY_VAULT_KEY")?;
        let key: [u8; 32] = hex::decode(key_hex.trim())?
            .try_into()
            .map_err(|_| anyhow::anyhow!("XRAY_VAULT_KEY must be 32 bytes"))?;
        let backup_dir = std::env::var("XRAY_BACKUP_DIR")
            .unwrap_or_else(|_| "/mnt/offsite/radiographs".into())
            .into();
        Ok(Self { key, backup_dir })
    }

    fn seal(&self, image: &[u8]) -> anyhow::Result<Vec<u8>> {
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let sealed = Aes256Gcm::new(&self.key.into())
            .encrypt(&nonce, image)
            .map_err(|_| anyhow::anyhow!("encryption failed"))?;
        Ok([nonce.as_slice(), &sealed].concat())
    }

    fn unseal(&self, blob: &[u8]) -> anyhow::Result<Vec<u8>> {
        anyhow::ensure!(blob.len() > NONCE_LEN, "corrupt radiograph blob");
        let (nonce, sealed) = blob.split_at(NONCE_LEN);
        Aes256Gcm::new(&self.key.into())
            .decrypt(Nonce::from_slice(nonce), sealed)
            .map_err(|_| anyhow::anyhow!("corrupt radiograph blob"))
    }

    async fn back_up(&self, source: &Path) -> anyhow::Result<PathBuf> {
        let image = tokio::fs::read(source).await?;
        let name = source.file_name().ok_or_else(|| anyhow::anyhow!("no file name"))?;
        let target = self.backup_dir.join(name).with_extension("dcm.enc");
        tokio::fs::write(&target, self.seal(&image)?).await?;
        // read back and compare before the original is rotated out
        let check = self.unseal(&tokio::fs::read(&target).await?)?;
        anyhow::ensure!(check == image, "backup verification failed for {}", source.display());
        Ok(target)
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let vault = Vault::from_env()?;
    let export_dir = std::env::var("XRAY_EXPORT_DIR").unwrap_or_else(|_| "/var/imaging/export".into());
    let mut entries = tokio::fs::read_dir(export_dir).await?;
    let mut tasks = Vec::new();
    while let Some(entry) = entries.next_entry().await? {
        if entry.path().extension().is_some_and(|e| e == "dcm") {
            tasks.push(entry.path());
        }
    }
    for path in tasks {
        match vault.back_up(&path).await {
            Ok(target) => println!("backed up {}", target.display()),
            Err(e) => eprintln!("skipped {}: {e}", path.display()),
        }
    }
    Ok(())
}
