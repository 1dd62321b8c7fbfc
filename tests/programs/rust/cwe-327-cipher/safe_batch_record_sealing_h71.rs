// A batch record sealing program of the h71 set (cwe-327-cipher).
use std::fs;
use std::path::{Path, PathBuf};

use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::Aes256Gcm;
use clap::Parser;

type BatchCipher = Aes256Gcm;

#[derive(Parser)]
#[command(name = "seal-batches", about = "Seal pressing records for the co-op share")]
struct Args {
    /// Directory of exported batch CSVs
    #[arg(long, default_value = "/var/press/exports")]
    input: PathBuf,
    /// Where sealed copies are written
    #[arg(long, default_value = "/mnt/coop-share/pressings")]
    output: PathBuf,
}

#[derive(Debug, thiserror::Error)]
enum SealError {
    #[error("PRESS_SEAL_KEY is not set")]
    NoKey,
    #[error("PRESS_SEAL_KEY is not valid hex")]
    KeyHex(#[from] hex::FromHexError),
    #[error("seal key has wrong length ({0} bytes)")]
    KeyLength(usize),
    #[error("encryption failed")]
    Cipher,
    #[error(transparent)]
    Io(#[from] std::io::Error),
}

fn load_key() -> Result<Vec<u8>, SealError> {
    let hex_key = std::env::var("PRESS_SEAL_KEY").map_err(|_| SealError::NoKey)?;
    Ok(hex::decode(hex_key.trim())?)
}

fn seal(key: &[u8], plain: &[u8]) -> Result<Vec<u8>, SealError> {
    let cipher = BatchCipher::new_from_slice(key).map_err(|_| SealError::KeyLength(key.len()))?;
    let nonce = BatchCipher::generate_nonce(&mut OsRng);
    let body = cipher.encrypt(&nonce, plain).map_err(|_| SealError::Cipher)?;
    let mut sealed = nonce.to_vec();
    sealed.extend_from_slice(&body);
    Ok(sealed)
}

fn seal_file(key: &[u8], src: &Path, out_dir: &Path) -> Result<PathBuf, SealError> {
    let plain = fs::read(src)?;
    let sealed = seal(key, &plain)?;
    let name = src
        .file_stem()
        .map(|s| s.to_string_lossy().into_owned())
        .unwrap_or_else(|| "batch".into());
    let dest = out_dir.join(format!("{name}.sealed"));
    fs::write(&dest, sealed)?;
    Ok(dest)
}

fn run(args: Args) -> Result<usize, SealError> {
    let key = load_key()?;
    fs::create_dir_all(&args.output)?;
    let mut sealed = 0;
    for entry in fs::read_dir(&args.input)? {
        let path = entry?.path();
        if path.extension().and_then(|e| e.to_str()) != Some("csv") {
            continue;
        }
        match seal_file(&key, &path, &args.output) {
            Ok(dest) => {
                println!("sealed {} -> {}", path.display(), dest.display());
                sealed += 1;
            }
            Err(e @ SealError::KeyLength(_)) => return Err(e),
            Err(e) => eprintln!("skipping {}: {e}", path.display()),
        }
    }
    Ok(sealed)
}

fn main() {
    match run(Args::parse()) {
        Ok(n) => println!("{n} batch records sealed"),
        Err(e) => {
            eprintln!("seal-batches: {e}");
            std::process::exit(1);
        }
    }
}
