// SHA-256 checksum of a downloaded file compared with the published value
use sha2::{Digest, Sha256};

pub fn matches(path: &str, published: &str) -> std::io::Result<bool> {
    let bytes = std::fs::read(path)?;
    let digest = Sha256::digest(&bytes);
    let hex: String = digest.iter().map(|b| format!("{b:02x}")).collect();
    Ok(hex.eq_ignore_ascii_case(published))
}

fn main() {
    let ok = matches("/tmp/release.tar.gz", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    println!("{ok:?}");
}
