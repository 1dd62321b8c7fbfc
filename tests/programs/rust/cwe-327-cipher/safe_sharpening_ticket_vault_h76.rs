// A street knife sharpener ticket vault program of the h76 set (cwe-327-cipher).
use std::collections::HashMap;
use std::fs::OpenOptions;
use std::io::Write;

use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::Aes256Gcm;
use base64::{engine::general_purpose::STANDARD, Engine as _};
use chacha20poly1305::ChaCha20Poly1305;
use serde::Serialize;

trait Sealer {
    fn seal(&self, plain: &[u8]) -> anyhow::Result<Vec<u8>>;
}

struct AesGcmSealer {
    cipher: Aes256Gcm,
}

impl Sealer for AesGcmSealer {
    fn seal(&self, plain: &[u8]) -> anyhow::Result<Vec<u8>> {
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let sealed = self.cipher.encrypt(&nonce, plain).map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut out = nonce.to_vec();
        out.extend_from_slice(&sealed);
        Ok(out)
    }
}

struct ChaChaSealer {
    cipher: ChaCha20Poly1305,
}

impl Sealer for ChaChaSealer {
    fn seal(&self, plain: &[u8]) -> anyhow::Result<Vec<u8>> {
        let nonce = ChaCha20Poly1305::generate_nonce(&mut OsRng);
        let sealed = self.cipher.encrypt(&nonce, plain).map_err(|e| anyhow::anyhow!("{e}"))?;
        let mut out = nonce.to_vec();
        out.extend_from_slice(&sealed);
        Ok(out)
    }
}

type SealerFactory = fn(&[u8]) -> anyhow::Result<Box<dyn Sealer>>;

fn suites() -> HashMap<&'static str, SealerFactory> {
    let mut table: HashMap<&'static str, SealerFactory> = HashMap::new();
    table.insert("aes-256-gcm", |key| {
        let cipher = Aes256Gcm::new_from_slice(key).map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(Box::new(AesGcmSealer { cipher }))
    });
    table.insert("chacha20-poly1305", |key| {
        let cipher = ChaCha20Poly1305::new_from_slice(key).map_err(|e| anyhow::anyhow!("{e}"))?;
        Ok(Box::new(ChaChaSealer { cipher }))
    });
    table
}

#[derive(Serialize)]
struct Ticket<'a> {
    customer: &'a str,
    phone: &'a str,
    blades: u32,
    notes: &'a str,
}

struct TicketVault {
    sealer: Box<dyn Sealer>,
    path: String,
}

impl TicketVault {
    fn open(path: &str, suite: &str, key: &[u8]) -> anyhow::Result<Self> {
        let factory = suites()
            .remove(suite)
            .ok_or_else(|| anyhow::anyhow!("unknown suite {suite}"))?;
        Ok(Self { sealer: factory(key)?, path: path.to_string() })
    }

    fn store(&self, ticket: &Ticket) -> anyhow::Result<()> {
        let plain = serde_json::to_vec(ticket)?;
        let sealed = self.sealer.seal(&plain)?;
        let mut file = OpenOptions::new().create(true).append(true).open(&self.path)?;
        writeln!(file, "{}", STANDARD.encode(sealed))?;
        Ok(())
    }
}

fn main() -> anyhow::Result<()> {
    let key = hex::decode(std::env::var("VAULT_KEY")?)?;
    let suite = std::env::var("VAULT_SUITE").unwrap_or_else(|_| "aes-256-gcm".to_string());
    let vault = TicketVault::open("/var/lib/sharpener/tickets.vault", &suite, &key)?;

    let args: Vec<String> = std::env::args().skip(1).collect();
    let [customer, phone, blades, notes] = args.as_slice() else {
        anyhow::bail!("usage: ticket-vault <customer> <phone> <blades> <notes>");
    };
    vault.store(&Ticket { customer, phone, blades: blades.parse()?, notes })?;
    println!("ticket stored for {customer}");
    Ok(())
}
