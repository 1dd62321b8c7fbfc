// County elections office: exports cast-vote records for transfer to the state canvassing board.
use cbc::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyIvInit};
use clap::Parser;
use rand::rngs::OsRng;
use rand::RngCore;
use std::path::PathBuf;

type DesCbc = cbc::Encryptor<des::Des>;

#[derive(Parser)]
#[command(name = "cvr-export")]
struct Args {
    /// CSV of cast-vote records produced by the tabulator
    #[arg(long)]
    input: PathBuf,
    /// Encrypted bundle to hand over to the canvassing board
    #[arg(long)]
    output: PathBuf,
}

trait BundleCipher {
    fn seal(&self, plain: &[u8]) -> Result<Vec<u8>, String>;
}

struct TransferCipher {
    key: Vec<u8>,
}

impl TransferCipher {
    fn from_env() -> Result<Self, String> {
        let hex_key = std::env::var("CVR_TRANSFER_KEY").map_err(|_| "CVR_TRANSFER_KEY not set")?;
        let key = hex::decode(hex_key.trim()).map_err(|e| e.to_string())?;
        Ok(Self { key })
    }
}

impl BundleCipher for TransferCipher {
    fn seal(&self, plain: &[u8]) -> Result<Vec<u8>, String> {
        let mut iv = [0u8; 8];
        OsRng.fill_bytes(&mut iv);
        let enc = DesCbc::new_from_slices(&self.key, &iv).map_err(|e| e.to_string())?;
        let mut out = iv.to_vec();
        out.extend(enc.encrypt_padded_vec_mut::<Pkcs7>(plain));
        Ok(out)
    }
}

struct ExportService<C: BundleCipher> {
    cipher: C,
}

impl<C: BundleCipher> ExportService<C> {
    fn export(&self, args: &Args) -> Result<usize, String> {
        let records = std::fs::read(&args.input).map_err(|e| e.to_string())?;
        let rows = records.iter().filter(|b| **b == b'\n').count();
        if rows < 2 {
            return Err("no cast-vote records in input".into());
        }
        let sealed = self.cipher.seal(&records)?;
        std::fs::write(&args.output, sealed).map_err(|e| e.to_string())?;
        Ok(rows - 1)
    }
}

fn main() {
    let args = Args::parse();
    let service = match TransferCipher::from_env() {
        Ok(cipher) => ExportService { cipher },
        Err(e) => {
            eprintln!("{}", e);
            std::process::exit(2);
        }
    };
    match service.export(&args) {
        Ok(n) => println!("sealed {} cast-vote records into {}", n, args.output.display()),
        Err(e) => {
            eprintln!("export failed: {}", e);
            std::process::exit(1);
        }
    }
}
