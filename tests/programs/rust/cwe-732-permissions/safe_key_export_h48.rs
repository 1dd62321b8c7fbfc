// Writes newly generated service private keys to the local key directory.
use std::fs::{self, OpenOptions, Permissions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::PathBuf;

pub struct KeyStoreConfig {
    pub dir: PathBuf,
    pub dir_mode: u32,
    pub key_mode: u32,
}

impl Default for KeyStoreConfig {
    fn default() -> Self {
        Self {
            dir: PathBuf::from("/var/lib/payments-svc/keys"),
            dir_mode: 0o700,
            key_mode: 0o600,
        }
    }
}

fn valid_key_name(name: &str) -> bool {
    !name.is_empty() && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
}

pub fn store_private_key(cfg: &KeyStoreConfig, name: &str, pem: &[u8]) -> std::io::Result<PathBuf> {
    if !valid_key_name(name) {
        return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, "bad key name"));
    }
    fs::create_dir_all(&cfg.dir)?;
    fs::set_permissions(&cfg.dir, Permissions::from_mode(cfg.dir_mode))?;
    let path = cfg.dir.join(format!("{name}.pem"));
    let mut file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(cfg.key_mode)
        .open(&path)?;
    file.write_all(pem)?;
    file.sync_all()?;
    fs::set_permissions(&path, Permissions::from_mode(cfg.key_mode))?;
    Ok(path)
}
