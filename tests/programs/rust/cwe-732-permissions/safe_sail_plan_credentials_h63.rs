// A sail plan credentials program of the h63 set (cwe-732-permissions).
use std::fs;
use std::io::{self, BufRead, Write};
use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
use std::path::PathBuf;

use clap::{Parser, Subcommand};
use serde::{Deserialize, Serialize};

/// Command-line companion of the loft's sail-plan service (panel layouts, cloth orders).
#[derive(Parser)]
#[command(name = "sailplan", version)]
struct Cli {
    #[command(subcommand)]
    command: Commands,
}

#[derive(Subcommand)]
enum Commands {
    /// Store an API token for a loft; the token is read from stdin
    Login {
        #[arg(long)]
        loft: String,
    },
    /// Forget the stored token
    Logout,
}

#[derive(Serialize, Deserialize)]
struct StoredCredentials {
    loft: String,
    token: String,
}

pub struct ApiToken(String);

impl ApiToken {
    pub fn parse(raw: &str) -> Result<Self, String> {
        let token = raw.trim();
        if token.len() < 32 || !token.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
            return Err("that does not look like a sail-plan API token".into());
        }
        Ok(Self(token.to_string()))
    }
}

pub trait CredentialStore {
    fn save(&self, loft: &str, token: &ApiToken) -> io::Result<PathBuf>;
    fn clear(&self) -> io::Result<()>;
}

pub struct FileCredentialStore {
    dir: PathBuf,
}

impl FileCredentialStore {
    pub fn in_home() -> io::Result<Self> {
        let home = std::env::var_os("HOME").ok_or(io::ErrorKind::NotFound)?;
        Ok(Self { dir: PathBuf::from(home).join(".config").join("sailplan") })
    }

    fn file(&self) -> PathBuf {
        self.dir.join("credentials.toml")
    }
}

impl CredentialStore for FileCredentialStore {
    fn save(&self, loft: &str, token: &ApiToken) -> io::Result<PathBuf> {
        fs::create_dir_all(&self.dir)?;
        let body = toml::to_string(&StoredCredentials { loft: loft.to_string(), token: token.0.clone() })
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, e))?;
        let path = self.file();
        let mut file = fs::OpenOptions::new().write(true).create(true).truncate(true).mode(0o600).open(&path)?;
        file.write_all(body.as_bytes())?;
        fs::set_permissions(&path, fs::Permissions::from_mode(0o600))?;
        Ok(path)
    }

    fn clear(&self) -> io::Result<()> {
        match fs::remove_file(self.file()) {
            Err(e) if e.kind() == io::ErrorKind::NotFound => Ok(()),
            other => other,
        }
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let store = FileCredentialStore::in_home()?;
    match Cli::parse().command {
        Commands::Login { loft } => {
            eprint!("token for {loft}: ");
            io::stderr().flush()?;
            let mut line = String::new();
            io::stdin().lock().read_line(&mut line)?;
            let token = ApiToken::parse(&line)?;
            let path = store.save(&loft, &token)?;
            println!("saved credentials to {}", path.display());
        }
        Commands::Logout => store.clear()?,
    }
    Ok(())
}
