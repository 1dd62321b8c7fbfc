// A address spool program of the h66 set (cwe-327-cipher).
// Nib & Barrel fountain pen repair: customer postal addresses are encrypted
// before they go into the shipping spool that the courier label printer reads.
use openssl::symm::{decrypt, encrypt, Cipher};
use rusqlite::Connection;
use std::error::Error;
use std::fs::File;
use std::io::{BufWriter, Write};

const DB_PATH: &str = "/var/lib/nibbarrel/repairs.db";
const SPOOL_PATH: &str = "/var/spool/nibbarrel/labels.txt";

fn record_key() -> Result<Vec<u8>, Box<dyn Error>> {
    let hex_key = std::env::var("NIBBARREL_RECORD_KEY")?;
    let key = hex::decode(hex_key.trim())?;
    if key.len() != 32 {
        return Err("NIBBARREL_RECORD_KEY must be 32 bytes of hex".into());
    }
    Ok(key)
}

fn seal(plain: &[u8], key: &[u8]) -> Result<Vec<u8>, Box<dyn Error>> {
    Ok(encrypt(Cipher::aes_256_ecb(), key, None, plain)?)
}

// used by the label printer side; kept here so both ends share one definition
#[allow(dead_code)]
fn open(sealed: &[u8], key: &[u8]) -> Result<Vec<u8>, Box<dyn Error>> {
    Ok(decrypt(Cipher::aes_256_ecb(), key, None, sealed)?)
}

fn main() -> Result<(), Box<dyn Error>> {
    let key = record_key()?;
    let conn = Connection::open(DB_PATH)?;
    let mut stmt = conn.prepare(
        "SELECT job_no, customer, street, town, postcode FROM repairs WHERE status = 'ready_to_ship'",
    )?;
    let rows = stmt.query_map([], |r| {
        Ok((
            r.get::<_, i64>(0)?,
            r.get::<_, String>(1)?,
            r.get::<_, String>(2)?,
            r.get::<_, String>(3)?,
            r.get::<_, String>(4)?,
        ))
    })?;

    let mut out = BufWriter::new(File::create(SPOOL_PATH)?);
    let mut count = 0;
    for row in rows {
        let (job, customer, street, town, postcode) = row?;
        let mut address = String::new();
        address.push_str(&customer);
        address.push('\n');
        address.push_str(&street);
        address.push('\n');
        address.push_str(&town);
        address.push(' ');
        address.push_str(&postcode);
        let sealed = seal(address.as_bytes(), &key)?;
        writeln!(out, "{}\t{}", job, base64::encode(&sealed))?;
        count += 1;
    }
    out.flush()?;
    println!("{} labels spooled", count);
    Ok(())
}
