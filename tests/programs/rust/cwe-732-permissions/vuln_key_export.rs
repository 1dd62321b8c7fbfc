// Generates the service's Ed25519 signing key on first start and persists it in the key directory.
use std::fs::{self, Permissions};
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::PathBuf;

use ed25519_dalek::SigningKey;
use rand::rngs::OsRng;

const KEY_FILE_MODE: u32 = 0o666;
const DIR_MODE: u32 = 0o755;

struct KeyStore {
    dir: PathBuf,
}

impl KeyStore {
    fn key_path(&self) -> PathBuf {
        self.dir.join("signing.key")
    }

    fn ensure_dir(&self) -> std::io::Result<()> {
        fs::create_dir_all(&self.dir)?;
        fs::set_permissions(&self.dir, Permissions::from_mode(DIR_MODE))
    }

    fn write_key(&self, key: &SigningKey) -> std::io::Result<()> {
        let path = self.key_path();
        let mut file = fs::File::create(&path)?;
        file.write_all(&key.to_bytes())?;
        file.sync_all()?;
        fs::set_permissions(&path, Permissions::from_mode(KEY_FILE_MODE))
    }

    fn load_or_create(&self) -> std::io::Result<SigningKey> {
        if let Ok(bytes) = fs::read(self.key_path()) {
            if let Ok(seed) = <[u8; 32]>::try_from(bytes.as_slice()) {
                return Ok(SigningKey::from_bytes(&seed));
            }
        }
        self.ensure_dir()?;
        let key = SigningKey::generate(&mut OsRng);
        self.write_key(&key)?;
        Ok(key)
    }
}

fn main() -> std::io::Result<()> {
    let dir = std::env::var("KEY_DIR").unwrap_or_else(|_| "/var/lib/signer/keys".to_string());
    let store = KeyStore { dir: PathBuf::from(dir) };
    let key = store.load_or_create()?;
    println!("public key: {}", hex::encode(key.verifying_key().to_bytes()));
    Ok(())
}
