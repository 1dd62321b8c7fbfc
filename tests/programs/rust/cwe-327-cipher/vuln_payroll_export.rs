// Encrypts monthly payroll export files before they are dropped on the HR bureau's SFTP share.
use aes::Aes128;
use ecb::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyInit};
use std::fmt::Write as _;
use std::fs;
use std::io;
use std::path::{Path, PathBuf};

type PayrollCipher = ecb::Encryptor<Aes128>;

pub struct ExportKey([u8; 16]);

impl ExportKey {
    pub fn from_env() -> Result<Self, String> {
        let hex_key = std::env::var("PAYROLL_EXPORT_KEY").map_err(|_| "PAYROLL_EXPORT_KEY not set".to_string())?;
        let bytes = hex::decode(hex_key.trim()).map_err(|e| e.to_string())?;
        let key: [u8; 16] = bytes.try_into().map_err(|_| "key must be 16 bytes".to_string())?;
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

fn encrypt_export(key: &ExportKey, plaintext: &[u8]) -> Vec<u8> {
    PayrollCipher::new(&key.0.into()).encrypt_padded_vec_mut::<Pkcs7>(plaintext)
}

pub fn write_export(dir: &Path, period: &str, rows: &[PayRow], key: &ExportKey) -> io::Result<PathBuf> {
    if period.len() != 7 || !period.chars().all(|c| c.is_ascii_digit() || c == '-') {
        return Err(io::Error::new(io::ErrorKind::InvalidInput, "period must be YYYY-MM"));
    }
    let sealed = encrypt_export(key, &render_csv(rows));
    let path = dir.join(format!("payroll-{}.csv.enc", period));
    fs::write(&path, sealed)?;
    Ok(path)
}
