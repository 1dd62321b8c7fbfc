// Encrypts monthly payroll export files before they are dropped on the HR bureau's SFTP share.
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::{Aes256Gcm, Key};
use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

pub struct ExportKey([u8; 32]);

impl ExportKey {
    pub fn from_env() -> Result<Self, String> {
        let hex_key = std::env::var("PAYROLL_EXPORT_KEY").map_err(|_| "PAYROLL_EXPORT_KEY not set".to_string())?;
        let bytes = hex::decode(hex_key.trim()).map_err(|e| e.to_string())?;
        let key: [u8; 32] = bytes.try_into().map_err(|_| "key must be 32 bytes".to_string())?;
        Ok(ExportKey(key))
    }
}

pub struct PayRow {
    pub employee_no: String,
    pub iban: String,
    pub net_cents: i64,
}

fn render_csv(rows: &[PayRow]) -> Vec<u8> {
    let mut out = String::from("employee_no,iban,net_cents\n");
    for row in rows {
        let _ = writeln!(out, "{},{},{}", row.employee_no, row.iban, row.net_cents);
    }
    out.into_bytes()
}

fn encrypt_export(key: &ExportKey, plaintext: &[u8]) -> Result<Vec<u8>, aes_gcm::Error> {
    let cipher = Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(&key.0));
    let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
    let mut sealed = nonce.to_vec();
    sealed.extend(cipher.encrypt(&nonce, plaintext)?);
    Ok(sealed)
}

pub fn write_export(dir: &Path, period: &str, rows: &[PayRow], key: &ExportKey) -> io::Result<PathBuf> {
    if period.len() != 7 || !period.chars().all(|c| c.is_ascii_digit() || c == '-') {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "period must be YYYY-MM"));
    }
    let sealed = encrypt_export(key, &render_csv(rows))
        .map_err(|_| io::Error::new(io::ErrorKind::Other, "encryption failed"))?;
    let path = dir.join(format!("payroll-{}.csv.enc", period));
    fs::write(&path, sealed)?;
    Ok(path)
}
