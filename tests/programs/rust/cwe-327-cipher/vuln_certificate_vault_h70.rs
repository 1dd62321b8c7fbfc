// A certificate vault program of the h70 set (cwe-327-cipher).
use aes::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyInit};
use aes::Aes128;
use clap::Parser;
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::path::PathBuf;

type Aes128EcbEnc = ecb::Encryptor<Aes128>;

#[derive(Parser)]
#[command(name = "cert-vault", about = "Seal certificates for the archive")]
struct Cli {
    /// JSON array of certificates from the assay bench
    input: PathBuf,
    #[arg(long, default_value = "/var/spool/cert-vault")]
    out: PathBuf,
    /// hex-encoded archive key
    #[arg(long, env = "CERT_VAULT_KEY")]
    key: String,
}

#[derive(Serialize, Deserialize)]
struct Certificate {
    number: String,
    client: String,
    piece: String,
    metal: String,
    fineness: u16,
    assay_office: String,
    weight_g: f32,
}

struct Sealer {
    label: &'static str,
    seal: Box<dyn Fn(&[u8]) -> Vec<u8>>,
}

impl Sealer {
    fn new(key: &[u8]) -> Result<Self, String> {
        let key: [u8; 16] = key
            .get(..16)
            .and_then(|k| k.try_into().ok())
            .ok_or("archive key must be at least 16 bytes")?;
        Ok(Sealer {
            label: "aes128-ecb",
            seal: Box::new(move |plain: &[u8]| {
                Aes128EcbEnc::new(&key.into()).encrypt_padded_vec_mut::<Pkcs7>(plain)
            }),
        })
    }
}

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let cli = Cli::parse();
    let certs: Vec<Certificate> = serde_json::from_slice(&std::fs::read(&cli.input)?)?;
    let sealer = Sealer::new(&hex::decode(cli.key.trim())?)?;

    let sealed: HashMap<String, Vec<u8>> = certs
        .iter()
        .filter(|c| !c.number.is_empty())
        .map(|c| serde_json::to_vec(c).map(|json| (c.number.clone(), (sealer.seal)(&json))))
        .collect::<Result<_, _>>()?;

    std::fs::create_dir_all(&cli.out)?;
    let written = sealed
        .iter()
        .map(|(number, blob)| {
            let path = cli.out.join(format!("{number}.{}", sealer.label));
            std::fs::write(&path, blob).map(|_| path)
        })
        .collect::<Result<Vec<_>, _>>()?;

    let total_g: f32 = certs.iter().map(|c| c.weight_g).sum();
    println!(
        "sealed {} certificates ({total_g:.2} g of metal on record) into {}",
        written.len(),
        cli.out.display()
    );
    Ok(())
}
