// A plate vault program of the h72 set (cwe-327-cipher).
use std::fs;
use std::path::PathBuf;

use anyhow::{anyhow, bail, Context};
use base64::engine::general_purpose::STANDARD as B64;
use base64::Engine;
use clap::{Parser, Subcommand};
use des::cipher::block_padding::Pkcs7;
use des::cipher::{BlockDecryptMut, BlockEncryptMut, KeyInit};

trait Sealer {
    fn seal(&self, plain: &[u8]) -> anyhow::Result<Vec<u8>>;
    fn open(&self, sealed: &[u8]) -> anyhow::Result<Vec<u8>>;

    fn seal_field(&self, value: &str) -> anyhow::Result<String> {
        Ok(B64.encode(self.seal(value.as_bytes())?))
    }
}

struct PlateSealer {
    key: [u8; 8],
}

impl PlateSealer {
    fn from_hex(hex_key: &str) -> anyhow::Result<Self> {
        let mut key = [0u8; 8];
        hex::decode_to_slice(hex_key.trim(), &mut key).context("PLATE_KEY must be 16 hex chars")?;
        Ok(Self { key })
    }
}

impl Sealer for PlateSealer {
    fn seal(&self, plain: &[u8]) -> anyhow::Result<Vec<u8>> {
        let enc = ecb::Encryptor::<des::Des>::new(&self.key.into());
        Ok(enc.encrypt_padded_vec_mut::<Pkcs7>(plain))
    }

    fn open(&self, sealed: &[u8]) -> anyhow::Result<Vec<u8>> {
        let dec = ecb::Decryptor::<des::Des>::new(&self.key.into());
        dec.decrypt_padded_vec_mut::<Pkcs7>(sealed).map_err(|_| anyhow!("corrupt record"))
    }
}

struct PassHolder {
    pass_no: String,
    plate: String,
    valid_until: String,
}

fn read_holders(path: &PathBuf) -> anyhow::Result<Vec<PassHolder>> {
    let text = fs::read_to_string(path)?;
    text.lines()
        .skip(1)
        .map(|line| {
            let cols: Vec<&str> = line.split(',').map(str::trim).collect();
            match cols.as_slice() {
                [pass_no, plate, valid_until] => Ok(PassHolder {
                    pass_no: pass_no.to_string(),
                    plate: plate.to_uppercase(),
                    valid_until: valid_until.to_string(),
                }),
                _ => bail!("bad row: {line}"),
            }
        })
        .collect()
}

fn export<S: Sealer>(sealer: &S, holders: &[PassHolder]) -> anyhow::Result<String> {
    let mut out = String::from("pass_no,plate_sealed,valid_until\n");
    for h in holders {
        out.push_str(&format!("{},{},{}\n", h.pass_no, sealer.seal_field(&h.plate)?, h.valid_until));
    }
    Ok(out)
}

#[derive(Subcommand)]
enum Cmd {
    /// Produce the vendor file from the box-office export
    Export { #[arg(long)] input: PathBuf, #[arg(long)] output: PathBuf },
    /// Decode one sealed plate (for support calls)
    Reveal { sealed: String },
}

#[derive(Parser)]
#[command(name = "plate-vault")]
struct Cli {
    #[arg(long, env = "PLATE_KEY", hide_env_values = true)]
    key: String,
    #[command(subcommand)]
    cmd: Cmd,
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    let sealer = PlateSealer::from_hex(&cli.key)?;
    match cli.cmd {
        Cmd::Export { input, output } => {
            let holders = read_holders(&input)?;
            fs::write(&output, export(&sealer, &holders)?)?;
            println!("sealed {} plates into {}", holders.len(), output.display());
        }
        Cmd::Reveal { sealed } => {
            let plain = sealer.open(&B64.decode(sealed.trim())?)?;
            println!("{}", String::from_utf8(plain)?);
        }
    }
    Ok(())
}
