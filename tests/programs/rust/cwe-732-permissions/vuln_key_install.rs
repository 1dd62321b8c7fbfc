// Provisioning helper that installs a freshly issued TLS private key and certificate for a service host.
use std::fs::{self, OpenOptions, Permissions};
use std::io::Write;
use std::os::unix::fs::PermissionsExt;
use std::path::{Path, PathBuf};

pub struct KeyMaterial {
    pub key_pem: String,
    pub cert_pem: String,
}

pub struct Installer {
    pub out_dir: PathBuf,
}

fn write_with_mode(path: &Path, contents: &str, mode: u32) -> std::io::Result<()> {
    let mut f = OpenOptions::new().write(true).create(true).truncate(true).open(path)?;
    f.write_all(contents.as_bytes())?;
    f.sync_all()?;
    fs::set_permissions(path, Permissions::from_mode(mode))
}

impl Installer {
    pub fn install(&self, host: &str, material: &KeyMaterial) -> std::io::Result<(PathBuf, PathBuf)> {
        if host.is_empty() || !host.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '.') {
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, "bad host name"));
        }
        fs::create_dir_all(&self.out_dir)?;
        let cert_path = self.out_dir.join(format!("{host}.crt"));
        let key_path = self.out_dir.join(format!("{host}.key"));
        write_with_mode(&cert_path, &material.cert_pem, 0o644)?;
        write_with_mode(&key_path, &material.key_pem, 0o666)?;
        Ok((key_path, cert_path))
    }
}

pub fn install_from_env(material: &KeyMaterial) -> std::io::Result<(PathBuf, PathBuf)> {
    let host = std::env::var("SERVICE_HOST").unwrap_or_else(|_| "localhost".into());
    let installer = Installer { out_dir: PathBuf::from("/etc/ingress/certs") };
    installer.install(&host, material)
}
