// An ice contract vault program of the h65 set (cwe-327-cipher).
// ice-vault: seals commission contracts and venue floor plans before they are
// copied to the shared studio drive; `open` reverses it for the carvers.
use aes::Aes128;
use anyhow::{anyhow, Context, Result};
use clap::{Parser, Subcommand};
use ecb::cipher::{block_padding::Pkcs7, BlockDecryptMut, BlockEncryptMut, KeyInit};
use std::fs;
use std::path::PathBuf;

type SealCipher = ecb::Encryptor<Aes128>;
type OpenCipher = ecb::Decryptor<Aes128>;

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
    if key.len() != 16 {
        return Err(anyhow!("ICE_VAULT_KEY must be 16 bytes"));
    }
    Ok(key)
}

fn seal(key: &[u8], plain: &[u8]) -> Result<Vec<u8>> {
    let cipher = SealCipher::new_from_slice(key).map_err(|e| anyhow!("{e}"))?;
    Ok(cipher.encrypt_padded_vec_mut::<Pkcs7>(plain))
}

fn open(key: &[u8], sealed: &[u8]) -> Result<Vec<u8>> {
    let cipher = OpenCipher::new_from_slice(key).map_err(|e| anyhow!("{e}"))?;
    cipher
        .decrypt_padded_vec_mut::<Pkcs7>(sealed)
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
