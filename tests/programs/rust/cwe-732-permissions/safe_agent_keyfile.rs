// CI build-agent bootstrap that stores the runner registration token and signing key on the host after enrolment.
use std::fs::{self, OpenOptions, Permissions};
use std::io::Write;
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::{Path, PathBuf};

use serde::Deserialize;

#[derive(Deserialize)]
pub struct Enrolment {
    pub runner_id: u64,
    pub token: String,
    pub signing_key_pem: String,
}

pub struct AgentPaths {
    pub state_dir: PathBuf,
}

impl AgentPaths {
    fn token_file(&self) -> PathBuf {
        self.state_dir.join("runner.token")
    }
    fn key_file(&self) -> PathBuf {
        self.state_dir.join("signing.pem")
    }
}

fn write_secret(path: &Path, contents: &str) -> std::io::Result<()> {
    let mut f = OpenOptions::new().write(true).create(true).truncate(true).mode(0o600).open(path)?;
    f.write_all(contents.as_bytes())?;
    f.sync_all()?;
    fs::set_permissions(path, Permissions::from_mode(0o600))?;
    Ok(())
}

pub fn persist_enrolment(paths: &AgentPaths, enrolment: &Enrolment) -> std::io::Result<()> {
    fs::create_dir_all(&paths.state_dir)?;
    fs::set_permissions(&paths.state_dir, Permissions::from_mode(0o755))?;
    write_secret(&paths.token_file(), &enrolment.token)?;
    write_secret(&paths.key_file(), &enrolment.signing_key_pem)?;
    log::info!("runner {} enrolled; state in {}", enrolment.runner_id, paths.state_dir.display());
    Ok(())
}
