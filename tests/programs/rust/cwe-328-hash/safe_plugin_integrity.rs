// Downloads a plugin archive and checks it against the digest published in the plugin manifest.
use serde::Deserialize;
use sha2::{Digest, Sha256};

#[derive(Deserialize)]
pub struct PluginManifest {
    pub name: String,
    pub version: String,
    pub archive_url: String,
    pub digest: String,
}

#[derive(Debug)]
pub enum InstallError {
    Fetch(reqwest::Error),
    DigestMismatch { expected: String, actual: String },
    Io(std::io::Error),
}

fn archive_digest(bytes: &[u8]) -> String {
    let mut hasher = Sha256::new();
    hasher.update(bytes);
    hex::encode(hasher.finalize())
}

fn verify_archive(manifest: &PluginManifest, bytes: &[u8]) -> Result<(), InstallError> {
    let actual = archive_digest(bytes);
    if !actual.eq_ignore_ascii_case(manifest.digest.trim()) {
        return Err(InstallError::DigestMismatch { expected: manifest.digest.clone(), actual });
    }
    Ok(())
}

pub async fn install_plugin(manifest: &PluginManifest, plugin_dir: &std::path::Path) -> Result<std::path::PathBuf, InstallError> {
    let bytes = reqwest::get(&manifest.archive_url)
        .await
        .map_err(InstallError::Fetch)?
        .bytes()
        .await
        .map_err(InstallError::Fetch)?;
    verify_archive(manifest, &bytes)?;
    let target = plugin_dir.join(format!("{}-{}.tar.gz", manifest.name, manifest.version));
    tokio::fs::write(&target, &bytes).await.map_err(InstallError::Io)?;
    Ok(target)
}
