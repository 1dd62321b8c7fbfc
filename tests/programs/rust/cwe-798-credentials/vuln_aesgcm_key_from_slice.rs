// Encrypts customer notes before they are written to the shared bucket.
use aes_gcm::aead::{Aead, AeadCore, KeyInit, OsRng};
use aes_gcm::{Aes256Gcm, Key};

fn seal(note: &str) -> Vec<u8> {
    let key = Key::<Aes256Gcm>::from_slice(b"an example very very secret key.");
    let cipher = Aes256Gcm::new(key);
    let nonce = Aes256Gcm::generate_nonce(&mut OsRng);
    let mut out = nonce.to_vec();
    out.extend(cipher.encrypt(&nonce, note.as_bytes()).expect("encrypt"));
    out
}

fn main() {
    for note in std::io::stdin().lines() {
        println!("{}", hex::encode(seal(&note.unwrap())));
    }
}
