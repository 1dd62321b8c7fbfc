// Generates and persists the node's Ed25519 signing key for the ledger sync daemon.
use ring::rand::SystemRandom;
use ring::signature::{Ed25519KeyPair, KeyPair};
use std::fs::{self, OpenOptions, Permissions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

pub struct KeyStoreConfig {
    pub dir: PathBuf,
    pub key_mode: u32,
    pub dir_mode: u32,
}

impl Default for KeyStoreConfig {
    fn default() -> Self {
        KeyStoreConfig {
            dir: PathBuf::from("/var/lib/ledger-sync/keys"),
            key_mode: 0o600,
            dir_mode: 0o700,
        }
    }
}

fn write_key_file(path: &Path, bytes: &[u8], mode: u32) -> std::io::Result<()> {
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(mode)
        .open(path)?;
    file.write_all(bytes)?;
    file.sync_all()?;
    fs::set_permissions(path, Permissions::from_mode(mode))
}

pub fn generate_node_key(cfg: &KeyStoreConfig) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
    fs::create_dir_all(&cfg.dir)?;
    fs::set_permissions(&cfg.dir, Permissions::from_mode(cfg.dir_mode))?;
    let rng = SystemRandom::new();
    let pkcs8 = Ed25519KeyPair::generate_pkcs8(&rng).map_err(|_| "key generation failed")?;
    write_key_file(&cfg.dir.join("node.pk8"), pkcs8.as_ref(), cfg.key_mode)?;
    let pair = Ed25519KeyPair::from_pkcs8(pkcs8.as_ref()).map_err(|_| "generated key rejected")?;
    let public = pair.public_key().as_ref().to_vec();
    fs::write(cfg.dir.join("node.pub"), hex::encode(&public))?;
    Ok(public)
}
