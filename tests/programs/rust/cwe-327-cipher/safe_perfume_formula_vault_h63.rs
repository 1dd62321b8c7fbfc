// A perfume formula vault program of the h63 set (cwe-327-cipher).
use std::io::{self, Read, Write};

use clap::{Parser, Subcommand};
use openssl::rand::rand_bytes;
use openssl::symm::{decrypt_aead, encrypt_aead, Cipher};

/// Seals perfume formulas (accord ratios, supplier codes) before they leave the lab.
#[derive(Parser)]
#[command(name = "formula-vault", version, about = "Encrypt and decrypt perfumery formulas")]
struct Cli {
    #[command(subcommand)]
    command: Action,
}

#[derive(Subcommand)]
enum Action {
    /// Read a formula on stdin and write the sealed blob to stdout
    Seal,
    /// Read a sealed blob on stdin and write the formula to stdout
    Open,
}

pub trait FormulaCipher {
    fn seal(&self, plain: &[u8]) -> Result<Vec<u8>, openssl::error::ErrorStack>;
    fn open(&self, sealed: &[u8]) -> Result<Vec<u8>, openssl::error::ErrorStack>;
}

pub struct VaultCipher {
    key: Vec<u8>,
}

impl VaultCipher {
    const IV_LEN: usize = 12;
    const TAG_LEN: usize = 16;

    pub fn from_env() -> Result<Self, Box<dyn std::error::Error>> {
        let key = hex::decode(std::env::var("FORMULA_VAULT_KEY")?)?;
        if key.len() != 32 {
            return Err("FORMULA_VAULT_KEY must be 32 bytes of hex".into());
        }
        Ok(Self { key })
    }

    fn cipher() -> Cipher {
        Cipher::aes_256_gcm()
    }
}

impl FormulaCipher for VaultCipher {
    fn seal(&self, plain: &[u8]) -> Result<Vec<u8>, openssl::error::ErrorStack> {
        let mut iv = vec![0u8; Self::IV_LEN];
        rand_bytes(&mut iv)?;
        let mut tag = vec![0u8; Self::TAG_LEN];
        let body = encrypt_aead(Self::cipher(), &self.key, Some(iv.as_slice()), b"formula-vault", plain, &mut tag)?;
        Ok([iv, tag, body].concat())
    }

    fn open(&self, sealed: &[u8]) -> Result<Vec<u8>, openssl::error::ErrorStack> {
        let (iv, rest) = sealed.split_at(Self::IV_LEN.min(sealed.len()));
        let (tag, body) = rest.split_at(Self::TAG_LEN.min(rest.len()));
        decrypt_aead(Self::cipher(), &self.key, Some(iv), b"formula-vault", body, tag)
    }
}

pub trait VaultCommand {
    fn execute(&self, cipher: &dyn FormulaCipher, input: &[u8]) -> Result<Vec<u8>, Box<dyn std::error::Error>>;
}

struct SealCommand;
struct OpenCommand;

impl VaultCommand for SealCommand {
    fn execute(&self, cipher: &dyn FormulaCipher, input: &[u8]) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
        Ok(cipher.seal(input)?)
    }
}

impl VaultCommand for OpenCommand {
    fn execute(&self, cipher: &dyn FormulaCipher, input: &[u8]) -> Result<Vec<u8>, Box<dyn std::error::Error>> {
        Ok(cipher.open(input)?)
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let command: Box<dyn VaultCommand> = match cli.command {
        Action::Seal => Box::new(SealCommand),
        Action::Open => Box::new(OpenCommand),
    };
    let cipher = VaultCipher::from_env()?;
    let mut input = Vec::new();
    io::stdin().read_to_end(&mut input)?;
    let output = command.execute(&cipher, &input)?;
    io::stdout().write_all(&output)?;
    Ok(())
}
