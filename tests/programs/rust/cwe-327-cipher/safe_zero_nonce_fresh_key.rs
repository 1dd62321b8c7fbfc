// Encrypts each uploaded file under its own fresh data key, which is then wrapped by the master key.
use chacha20poly1305::aead::{Aead, AeadCore, KeyInit, OsRng};
use chacha20poly1305::{ChaCha20Poly1305, Nonce};

struct Sealed {
    wrapped_key: Vec<u8>,
    wrap_nonce: Vec<u8>,
    body: Vec<u8>,
}

fn seal_file(master: &ChaCha20Poly1305, data: &[u8]) -> Sealed {
    let file_key = ChaCha20Poly1305::generate_key(&mut OsRng);
    let body = ChaCha20Poly1305::new(&file_key)
        .encrypt(Nonce::from_slice(&[0u8; 12]), data)
        .expect("encrypt");
    let wrap_nonce = ChaCha20Poly1305::generate_nonce(&mut OsRng);
    let wrapped_key = master.encrypt(&wrap_nonce, file_key.as_slice()).expect("wrap");
    Sealed { wrapped_key, wrap_nonce: wrap_nonce.to_vec(), body }
}

fn main() {
    let mk = hex::decode(std::env::var("MASTER_KEY").unwrap()).unwrap();
    let master = ChaCha20Poly1305::new_from_slice(&mk).unwrap();
    let data = std::fs::read("/srv/uploads/incoming.bin").unwrap();
    let s = seal_file(&master, &data);
    println!("{} {} {}", hex::encode(s.wrapped_key), hex::encode(s.wrap_nonce), s.body.len());
}
