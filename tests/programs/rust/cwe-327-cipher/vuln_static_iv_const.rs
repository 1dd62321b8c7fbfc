// Encrypts API tokens before they are stored in the integrations table.
use openssl::symm::{encrypt, Cipher};

const TOKEN_IV: &[u8; 16] = b"integrations-v1!";

fn seal_token(key: &[u8], token: &str) -> Vec<u8> {
    encrypt(Cipher::aes_128_cbc(), key, Some(TOKEN_IV), token.as_bytes()).expect("encrypt")
}

fn main() {
    let key = hex::decode(std::env::var("TOKENS_KEY").unwrap()).unwrap();
    for t in std::io::stdin().lines() {
        println!("{}", hex::encode(seal_token(&key, &t.unwrap())));
    }
}
