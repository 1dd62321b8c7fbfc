// Bootstraps a self-signed TLS identity for the internal admin listener on first start.
use std::fs::{self, OpenOptions};
use std::io::Write;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};

pub struct TlsPaths {
    pub dir: PathBuf,
    pub cert_file: &'static str,
    pub key_file: &'static str,
}

fn write_with_mode(path: &Path, contents: &[u8], mode: u32) -> std::io::Result<()> {
    let mut file = OpenOptions::new()
        .write(true)
        .create(true)
        .truncate(true)
        .mode(mode)
        .open(path)?;
    file.write_all(contents)?;
    file.sync_all()
}

pub fn ensure_identity(paths: &TlsPaths, hostnames: &[&str]) -> anyhow::Result<(PathBuf, PathBuf)> {
    let cert_path = paths.dir.join(paths.cert_file);
    let key_path = paths.dir.join(paths.key_file);
    if cert_path.exists() && key_path.exists() {
        return Ok((cert_path, key_path));
    }
    fs::create_dir_all(&paths.dir)?;
    let names: Vec<String> = hostnames.iter().map(|h| h.to_string()).collect();
    let cert = rcgen::generate_simple_self_signed(names)?;
    write_with_mode(&cert_path, cert.serialize_pem()?.as_bytes(), 0o644)?;
    write_with_mode(&key_path, cert.serialize_private_key_pem().as_bytes(), 0o600)?;
    Ok((cert_path, key_path))
}

fn main() -> anyhow::Result<()> {
    let paths = TlsPaths {
        dir: PathBuf::from("/var/lib/opsd/tls"),
        cert_file: "admin.crt",
        key_file: "admin.key",
    };
    let (cert, key) = ensure_identity(&paths, &["opsd.internal", "localhost"])?;
    println!("admin listener identity: cert={} key={}", cert.display(), key.display());
    Ok(())
}
