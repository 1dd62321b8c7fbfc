// Streams a database dump through AES-256-CBC before upload to object storage.
use openssl::symm::{Cipher, Crypter, Mode};
use std::io::{Read, Write};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let key = hex::decode(std::env::var("BACKUP_KEY")?)?;
    let mut c = Crypter::new(Cipher::aes_256_cbc(), Mode::Encrypt, &key, Some(b"backup-iv-000001"))?;
    let mut input = std::fs::File::open("/var/backups/db.sql")?;
    let mut out = std::fs::File::create("/var/backups/db.sql.enc")?;
    let mut buf = vec![0u8; 64 * 1024];
    let mut ct = vec![0u8; 64 * 1024 + 16];
    loop {
        let n = input.read(&mut buf)?;
        if n == 0 { break; }
        let k = c.update(&buf[..n], &mut ct)?;
        out.write_all(&ct[..k])?;
    }
    let k = c.finalize(&mut ct)?;
    out.write_all(&ct[..k])?;
    Ok(())
}
