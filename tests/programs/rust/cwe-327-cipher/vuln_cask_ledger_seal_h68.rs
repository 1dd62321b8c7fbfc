// A cask ledger seal program of the h68 set (cwe-327-cipher).
// distilleries: seals the bonded-warehouse cask ledger before it is copied to the offsite archive
use std::path::{Path, PathBuf};

use anyhow::{anyhow, ensure, Context};
use des::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyInit};
use serde::Deserialize;

type LedgerCipher = ecb::Encryptor<des::Des>;
const KEY_LEN: usize = 8;

#[derive(Deserialize)]
struct CaskEntry {
    cask_no: String,
    spirit: String,
    filled_on: String,
    litres_of_alcohol: f64,
    warehouse: String,
}

fn load_key() -> anyhow::Result<Vec<u8>> {
    let hex_key = std::env::var("LEDGER_KEY").context("LEDGER_KEY not set")?;
    let key = hex::decode(hex_key.trim()).context("LEDGER_KEY must be hex")?;
    ensure!(key.len() == KEY_LEN, "LEDGER_KEY must be {KEY_LEN} bytes");
    Ok(key)
}

fn seal(key: &[u8], plaintext: &[u8]) -> anyhow::Result<Vec<u8>> {
    let cipher = LedgerCipher::new_from_slice(key).map_err(|e| anyhow!("bad key: {e}"))?;
    Ok(cipher.encrypt_padded_vec_mut::<Pkcs7>(plaintext))
}

fn summarise(entries: &[CaskEntry]) -> String {
    let total: f64 = entries.iter().map(|c| c.litres_of_alcohol).sum();
    let oldest = entries
        .iter()
        .min_by(|a, b| a.filled_on.cmp(&b.filled_on))
        .map_or("-", |c| c.filled_on.as_str());
    format!("{} casks, {total:.1} LPA, oldest fill {oldest}", entries.len())
}

fn archive_name(source: &Path) -> PathBuf {
    let stem = source
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or("ledger");
    source.with_file_name(format!("{stem}.sealed"))
}

fn main() -> anyhow::Result<()> {
    let Some(ledger_path) = std::env::args().nth(1).map(PathBuf::from) else {
        anyhow::bail!("usage: cask-seal <ledger.json>");
    };

    let raw = std::fs::read(&ledger_path)
        .with_context(|| format!("reading {}", ledger_path.display()))?;
    let entries: Vec<CaskEntry> = serde_json::from_slice(&raw)?;
    ensure!(
        entries.iter().all(|CaskEntry { cask_no, spirit, warehouse, .. }| {
            !cask_no.is_empty() && !spirit.is_empty() && !warehouse.is_empty()
        }),
        "ledger has incomplete cask entries"
    );

    let key = load_key()?;
    let sealed = seal(&key, &raw)?;
    let out = archive_name(&ledger_path);
    std::fs::write(&out, sealed)?;

    println!("{} -> {} ({})", ledger_path.display(), out.display(), summarise(&entries));
    Ok(())
}
