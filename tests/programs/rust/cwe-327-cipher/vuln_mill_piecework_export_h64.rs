// A mill piecework export program of the h64 set (cwe-327-cipher).
// Builds the weekly piece-work payroll file for the payroll bureau from the
// loom tallies uploaded by each shed (CSV: shed, weaver_id, weaver, picks, rate_pence)
// and encrypts it before it is dropped into the bureau's pickup folder.
use cbc::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyIvInit};
use rand::RngCore;
use serde::Deserialize;
use std::collections::BTreeMap;
use std::error::Error;
use std::fmt::Write as _;
use std::fs;

type DesCbcEnc = cbc::Encryptor<des::Des>;

#[derive(Deserialize)]
struct Tally {
    shed: String,
    weaver_id: u32,
    weaver: String,
    picks: u64,
    rate_pence: u32,
}

fn bureau_key() -> Result<[u8; 8], Box<dyn Error>> {
    let hex_key = std::env::var("PAYROLL_EXPORT_KEY")?;
    let bytes = hex::decode(hex_key.trim())?;
    bytes.try_into().map_err(|_| "PAYROLL_EXPORT_KEY must be 8 bytes of hex".into())
}

fn encrypt_for_bureau(key: &[u8; 8], plain: &[u8]) -> Vec<u8> {
    let mut iv = [0u8; 8];
    rand::rngs::OsRng.fill_bytes(&mut iv);
    let body = DesCbcEnc::new(key.into(), &iv.into()).encrypt_padded_vec_mut::<Pkcs7>(plain);
    let mut out = iv.to_vec();
    out.extend_from_slice(&body);
    out
}

fn main() -> Result<(), Box<dyn Error>> {
    let week = std::env::args().nth(1).ok_or("usage: piecework-export <week> <tally.csv>...")?;
    let key = bureau_key()?;

    // weaver_id -> (name, shed, total pence)
    let mut pay: BTreeMap<u32, (String, String, u64)> = BTreeMap::new();
    for upload in std::env::args().skip(2) {
        let mut rdr = csv::Reader::from_path(&upload)?;
        for row in rdr.deserialize::<Tally>() {
            let t = row?;
            let entry = pay
                .entry(t.weaver_id)
                .or_insert_with(|| (t.weaver.clone(), t.shed.clone(), 0));
            // rate is per thousand picks
            entry.2 += t.picks * u64::from(t.rate_pence) / 1000;
        }
    }

    let mut report = String::from("weaver_id,weaver,shed,gross_pence\n");
    for (id, (name, shed, pence)) in &pay {
        writeln!(report, "{},{},{},{}", id, name.replace(',', " "), shed, pence)?;
    }

    let sealed = encrypt_for_bureau(&key, report.as_bytes());
    let out = format!("/srv/payroll/outbox/piecework-{}.enc", week.replace(|c: char| !c.is_ascii_digit(), ""));
    fs::write(&out, sealed)?;
    println!("{} weavers, written {}", pay.len(), out);
    Ok(())
}
