// An ice contract vault program of the h65 set (cwe-327-cipher).
// ice-vault: seals commission contracts and venue floor plans before they are
// copied to the shared studio drive; `open` reverses it for the carvers.
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::{Aes256Gcm, Nonce};
use anyhow::{anyhow, Context, Result};
use clap::{Parser, Subcommand};
use std::fs;
use std::path::PathBuf;

const NONCE_LEN: usize = 12;

#[derive(Parser)]
#[command(name = "ice-vault", about = "Seal and open ice sculpture commission documents")]
struct Cli {
    #[command(subcommand)]
    action: Action,
}

#[derive(Subcommand)]
enum Action {
    Seal { input: PathBuf, output: PathBuf },
    Open { input: PathBuf, output: PathBuf },
}

// key is provisioned on studio laptops as hex in ICE_VAULT_KEY
fn studio_key() -> Result<Vec<u8>> {
    let hex_key = std::env::var("ICE_VAULT_KEY").context("ICE_VAULT_KEY is not set")?;
    let key = hex::decode(hex_key.trim()).context("ICE_VAULT_KEY is not hex")?;
    if key.len() != 32 {
        return Err(anyhow!("ICE_VAULT_KEY must be 32 bytes"));
    }
    Ok(key)
}

fn seal(key: &[u8], plain: &[u8]) -> Result<Vec<u8>> {
    let cipher = Aes256Gcm::new_from_slice(key).map_err(|e| anyhow!("{e}"))?;
    let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
    let body = cipher.encrypt(&nonce, plain).map_err(|_| anyhow!("sealing failed"))?;
    Ok([nonce.as_slice(), body.as_slice()].concat())
}

fn open(key: &[u8], sealed: &[u8]) -> Result<Vec<u8>> {
    let cipher = Aes256Gcm::new_from_slice(key).map_err(|e| anyhow!("{e}"))?;
    if sealed.len() < NONCE_LEN {
        return Err(anyhow!("document is truncated"));
    }
    let (nonce, body) = sealed.split_at(NONCE_LEN);
    cipher
        .decrypt(Nonce::from_slice(nonce), body)
        .map_err(|_| anyhow!("document could not be opened with this key"))
}

fn main() -> Result<()> {
    let cli = Cli::parse();
    let key = studio_key()?;
    match cli.action {
        Action::Seal { input, output } => {
            let plain = fs::read(&input).with_context(|| format!("reading {}", input.display()))?;
            fs::write(&output, seal(&key, &plain)?)?;
            println!("sealed {} -> {}", input.display(), output.display());
        }
        Action::Open { input, output } => {
            let sealed = fs::read(&input).with_context(|| format!("reading {}", input.display()))?;
            fs::write(&output, open(&key, &sealed)?)?;
            println!("opened {} -> {}", input.display(), output.display());
        }
    }
    Ok(())
}
