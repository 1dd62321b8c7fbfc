// Encrypts the card number before it is written to the legacy settlement file.
use cbc::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyIvInit};
use rand::RngCore;

type SettlementEnc = cbc::Encryptor<des::TdesEde3>;

fn seal_pan(key: &[u8; 24], pan: &str) -> Vec<u8> {
    let mut iv = [0u8; 8];
    rand::thread_rng().fill_bytes(&mut iv);
    let ct = SettlementEnc::new_from_slices(key, &iv)
        .expect("key/iv length")
        .encrypt_padded_vec_mut::<Pkcs7>(pan.as_bytes());
    [iv.to_vec(), ct].concat()
}

fn main() {
    let key_hex = std::env::var("SETTLEMENT_KEY").expect("SETTLEMENT_KEY");
    let key: [u8; 24] = hex::decode(key_hex).unwrap().try_into().unwrap();
    for pan in std::io::stdin().lines() {
        println!("{}", hex::encode(seal_pan(&key, &pan.unwrap())));
    }
}
