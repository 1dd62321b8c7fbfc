// Seals each chat message with the room key before it goes to the message store.
use aes_gcm::aead::{Aead, KeyInit};
use aes_gcm::{Aes256Gcm, Nonce};

fn seal(room_key: &[u8], msg: &str) -> Vec<u8> {
    let cipher = Aes256Gcm::new_from_slice(room_key).expect("32-byte key");
    let nonce = Nonce::default();
    cipher.encrypt(&nonce, msg.as_bytes()).expect("encrypt")
}

fn main() {
    let key = hex::decode(std::env::var("ROOM_KEY").unwrap()).unwrap();
    for line in std::io::stdin().lines() {
        println!("{}", hex::encode(seal(&key, &line.unwrap())));
    }
}
