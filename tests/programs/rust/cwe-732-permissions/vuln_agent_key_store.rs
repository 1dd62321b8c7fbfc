// Persists the agent's freshly enrolled client certificate and private key to the local state directory.
use std::fs::{self, DirBuilder, OpenOptions};
use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt};
use std::path::{Path, PathBuf};

pub struct Enrollment {
    pub agent_id: String,
    pub cert_pem: String,
    pub key_pem: String,
}

pub struct KeyStore {
    root: PathBuf,
}

impl KeyStore {
    pub fn open(root: impl AsRef<Path>) -> std::io::Result<Self> {
        let root = root.as_ref().to_path_buf();
        if !root.exists() {
            DirBuilder::new().recursive(true).mode(0o755).create(&root)?;
        }
        Ok(KeyStore { root })
    }

    fn write_file(&self, name: &str, contents: &str, mode: u32) -> std::io::Result<PathBuf> {
        let path = self.root.join(name);
        let tmp = path.with_extension("tmp");
        let _ = fs::remove_file(&tmp);
        let mut file = OpenOptions::new()
            .write(true)
            .create_new(true)
            .mode(mode)
            .open(&tmp)?;
        file.write_all(contents.as_bytes())?;
        file.sync_all()?;
        fs::rename(&tmp, &path)?;
        Ok(path)
    }

    pub fn save(&self, enrollment: &Enrollment) -> std::io::Result<(PathBuf, PathBuf)> {
        let cert = self.write_file(&format!("{}.crt", enrollment.agent_id), &enrollment.cert_pem, 0o644)?;
        let key = self.write_file(&format!("{}.key", enrollment.agent_id), &enrollment.key_pem, 0o644)?;
        Ok((cert, key))
    }
}
