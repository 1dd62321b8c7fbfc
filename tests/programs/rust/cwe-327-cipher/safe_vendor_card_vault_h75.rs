// A cotton candy vendor stored card token vault program of the h75 set (cwe-327-cipher).
use base64::{engine::general_purpose::STANDARD, Engine as _};
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::{Aes256Gcm, Nonce};
use rusqlite::{params, Connection, OptionalExtension};

const KEY_LEN: usize = 32;
const NONCE_LEN: usize = 12;

#[derive(Debug, thiserror::Error)]
enum VaultError {
    #[error("VAULT_KEY is not set")]
    MissingKey,
    #[error("vault key must be {expected} bytes, got {got}")]
    KeyLength { expected: usize, got: usize },
    #[error("vault key is not base64: {0}")]
    Encoding(#[from] base64::DecodeError),
    #[error("stored token could not be decrypted")]
    Corrupt,
    #[error("database: {0}")]
    Db(#[from] rusqlite::Error),
    #[error("usage: vault store <stall> <customer> <token> | vault show <stall> <customer>")]
    Usage,
}

struct TokenVault {
    key: Vec<u8>,
    db: Connection,
}

impl TokenVault {
    fn open(db_path: &str) -> Result<Self, VaultError> {
        let encoded = std::env::var("VAULT_KEY").map_err(|_| VaultError::MissingKey)?;
        let key = STANDARD.decode(encoded.trim())?;
        if key.len() != KEY_LEN {
            return Err(VaultError::KeyLength { expected: KEY_LEN, got: key.len() });
        }
        let db = Connection::open(db_path)?;
        db.execute_batch(
            "CREATE TABLE IF NOT EXISTS card_tokens (stall TEXT NOT NULL, customer TEXT NOT NULL, \
             sealed BLOB NOT NULL, PRIMARY KEY (stall, customer))",
        )?;
        Ok(Self { key, db })
    }

    fn seal(&self, plaintext: &[u8]) -> Result<Vec<u8>, VaultError> {
        let cipher = Aes256Gcm::new_from_slice(&self.key)
            .map_err(|_| VaultError::KeyLength { expected: KEY_LEN, got: self.key.len() })?;
        let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
        let body = cipher.encrypt(&nonce, plaintext).map_err(|_| VaultError::Corrupt)?;
        let mut sealed = nonce.to_vec();
        sealed.extend_from_slice(&body);
        Ok(sealed)
    }

    fn unseal(&self, sealed: &[u8]) -> Result<Vec<u8>, VaultError> {
        let cipher = Aes256Gcm::new_from_slice(&self.key)
            .map_err(|_| VaultError::KeyLength { expected: KEY_LEN, got: self.key.len() })?;
        if sealed.len() <= NONCE_LEN {
            return Err(VaultError::Corrupt);
        }
        let (nonce, body) = sealed.split_at(NONCE_LEN);
        cipher.decrypt(Nonce::from_slice(nonce), body).map_err(|_| VaultError::Corrupt)
    }

    fn store(&self, stall: &str, customer: &str, card_token: &str) -> Result<(), VaultError> {
        let sealed = self.seal(card_token.as_bytes())?;
        self.db.execute(
            "INSERT INTO card_tokens (stall, customer, sealed) VALUES (?1, ?2, ?3) \
             ON CONFLICT(stall, customer) DO UPDATE SET sealed = excluded.sealed",
            params![stall, customer, sealed],
        )?;
        Ok(())
    }

    fn show(&self, stall: &str, customer: &str) -> Result<Option<String>, VaultError> {
        let sealed: Option<Vec<u8>> = self
            .db
            .query_row(
                "SELECT sealed FROM card_tokens WHERE stall = ?1 AND customer = ?2",
                params![stall, customer],
                |row| row.get(0),
            )
            .optional()?;
        let Some(sealed) = sealed else { return Ok(None) };
        let plain = self.unseal(&sealed)?;
        String::from_utf8(plain).map(Some).map_err(|_| VaultError::Corrupt)
    }
}

fn main() -> Result<(), VaultError> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let vault = TokenVault::open(&std::env::var("VAULT_DB").unwrap_or_else(|_| "vault.sqlite".into()))?;
    match args.iter().map(String::as_str).collect::<Vec<_>>().as_slice() {
        ["store", stall, customer, token] => {
            vault.store(stall, customer, token)?;
            println!("stored token for {customer} at {stall}");
        }
        ["show", stall, customer] => match vault.show(stall, customer)? {
            Some(token) => println!("{token}"),
            None => eprintln!("no token on file for {customer} at {stall}"),
        },
        _ => return Err(VaultError::Usage),
    }
    Ok(())
}
