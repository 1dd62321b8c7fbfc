// Generates the billing service's RSA signing key on first start and stores it on disk.
use rsa::pkcs8::{EncodePrivateKey, LineEnding};
use rsa::RsaPrivateKey;
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = Path::new("/var/lib/billing");
    fs::DirBuilder::new().recursive(true).mode(0o700).create(dir)?;
    let path = dir.join("signing_key.pem");
    if path.exists() {
        return Ok(());
    }
    let key = RsaPrivateKey::new(&mut rand::rngs::OsRng, 2048)?;
    let pem = key.to_pkcs8_pem(LineEnding::LF)?;
    let tmp = dir.join("signing_key.pem.tmp");
    let _ = fs::remove_file(&tmp);
    let mut f = OpenOptions::new().write(true).create_new(true).mode(0o600).open(&tmp)?;
    f.write_all(pem.as_bytes())?;
    f.sync_all()?;
    fs::rename(&tmp, &path)?;
    println!("wrote {}", path.display());
    Ok(())
}
