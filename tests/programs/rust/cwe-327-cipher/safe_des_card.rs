// Encrypts card numbers before they are stored in the payments table.
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::{Aes256Gcm, Key};

fn load_key() -> [u8; 32] {
    let raw = hex::decode(std::env::var("PAN_KEY").expect("PAN_KEY")).expect("hex key");
    raw.try_into().expect("32-byte key")
}

fn encrypt_pan(pan: &str, key: &[u8; 32]) -> Vec<u8> {
    let cipher = Aes256Gcm::new(Key::<Aes256Gcm>::from_slice(key));
    let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
    let ct = cipher.encrypt(&nonce, pan.as_bytes()).expect("encrypt");
    let mut out = nonce.to_vec();
    out.extend_from_slice(&ct);
    out
}

fn main() {
    let key = load_key();
    let pan = std::env::args().nth(1).expect("card number");
    println!("{}", hex::encode(encrypt_pan(&pan, &key)));
}
