// Generates the billing service's RSA signing key on first start and stores it on disk.
use rsa::pkcs8::{EncodePrivateKey, LineEnding};
use rsa::RsaPrivateKey;
use std::fs;
use std::os::unix::fs::PermissionsExt;
use std::path::Path;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let dir = Path::new("/var/lib/billing");
    fs::create_dir_all(dir)?;
    let path = dir.join("signing_key.pem");
    if path.exists() {
        return Ok(());
    }
    let key = RsaPrivateKey::new(&mut rand::rngs::OsRng, 2048)?;
    let pem = key.to_pkcs8_pem(LineEnding::LF)?;
    fs::write(&path, pem.as_bytes())?;
    fs::set_permissions(&path, fs::Permissions::from_mode(0o777))?;
    println!("wrote {}", path.display());
    Ok(())
}
