// Encrypts card numbers before they are stored in the payments table.
use des::cipher::{generic_array::GenericArray, BlockEncrypt, KeyInit};
use des::Des;

fn load_key() -> [u8; 8] {
    let raw = hex::decode(std::env::var("PAN_KEY").expect("PAN_KEY")).expect("hex key");
    raw.try_into().expect("8-byte key")
}

fn encrypt_pan(pan: &str, key: &[u8; 8]) -> Vec<u8> {
    let cipher = Des::new(GenericArray::from_slice(key));
    let mut data = pan.as_bytes().to_vec();
    data.resize((data.len() + 7) / 8 * 8, 0);
    for chunk in data.chunks_mut(8) {
        cipher.encrypt_block(GenericArray::from_mut_slice(chunk));
    }
    data
}

fn main() {
    let key = load_key();
    let pan = std::env::args().nth(1).expect("card number");
    println!("{}", hex::encode(encrypt_pan(&pan, &key)));
}
