// A perfume formula vault program of the h63 set (cwe-327-cipher).
use std::io::{self, Read, Write};

use clap::{Parser, Subcommand};
use openssl::rand::rand_bytes;
use openssl::symm::{decrypt, encrypt, Cipher};

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
    const IV_LEN: usize = 8;

    pub fn from_env() -> Result<Self, Box<dyn std::error::Error>> {
        let key = hex::decode(std::env::var("FORMULA_VAULT_KEY")?)?;
        if key.len() != 24 {
            return Err("FORMULA_VAULT_KEY must be 24 bytes of hex".into());
        }
        Ok(Self { key })
    }

    fn cipher() -> Cipher {
        Cipher::des_ede3_cbc()
    }
}

impl FormulaCipher for VaultCipher {
    fn seal(&self, plain: &[u8]) -> Result<Vec<u8>, openssl::error::ErrorStack> {
        let mut iv = vec![0u8; Self::IV_LEN];
        rand_bytes(&mut iv)?;
        let body = encrypt(Self::cipher(), &self.key, Some(iv.as_slice()), plain)?;
        Ok([iv, body].concat())
    }

    fn open(&self, sealed: &[u8]) -> Result<Vec<u8>, openssl::error::ErrorStack> {
        let (iv, body) = sealed.split_at(Self::IV_LEN.min(sealed.len()));
        decrypt(Self::cipher(), &self.key, Some(iv), body)
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
