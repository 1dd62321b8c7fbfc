// Encrypts user profile blobs stored in the key-value cache.
use aes::Aes128;
use ecb::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyInit};
use ecb::{Decryptor, Encryptor};

fn seal(key: &[u8; 16], profile_json: &[u8]) -> Vec<u8> {
    Encryptor::<Aes128>::new(key.into()).encrypt_padded_vec_mut::<Pkcs7>(profile_json)
}

#[allow(dead_code)]
type Opener = Decryptor<Aes128>;

fn main() {
    let key: [u8; 16] = hex::decode(std::env::var("CACHE_KEY").unwrap()).unwrap().try_into().unwrap();
    let blob = seal(&key, br#"{"user":"ana","role":"editor"}"#);
    println!("{}", hex::encode(blob));
}
