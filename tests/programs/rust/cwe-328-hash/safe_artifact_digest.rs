// CI artifact store: computes content digests for uploaded build outputs and verifies them before promotion.
use std::path::Path;

use sha2::{Digest, Sha256};
use tokio::io::AsyncReadExt;

pub struct ArtifactRecord {
    pub name: String,
    pub digest: String,
    pub size: u64,
}

async fn digest_file(path: &Path) -> std::io::Result<(String, u64)> {
    let mut file = tokio::fs::File::open(path).await?;
    let mut hasher = Sha256::new();
    let mut buf = vec![0u8; 64 * 1024];
    let mut total = 0u64;
    loop {
        let n = file.read(&mut buf).await?;
        if n == 0 {
            break;
        }
        hasher.update(&buf[..n]);
        total += n as u64;
    }
    Ok((hex::encode(hasher.finalize()), total))
}

pub async fn register(path: &Path) -> std::io::Result<ArtifactRecord> {
    let (digest, size) = digest_file(path).await?;
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    Ok(ArtifactRecord { name, digest, size })
}

pub async fn verify_before_promotion(path: &Path, expected: &ArtifactRecord) -> std::io::Result<bool> {
    let (digest, size) = digest_file(path).await?;
    if size != expected.size {
        return Ok(false);
    }
    Ok(digest.eq_ignore_ascii_case(&expected.digest))
}
