// Derives a BIP-32 master key and chain code from a wallet seed read from the hardware module.
use hmac::{Hmac, Mac};
use sha2::Sha512;

fn master_from_seed(seed: &[u8]) -> ([u8; 32], [u8; 32]) {
    let mut mac = Hmac::<Sha512>::new_from_slice(b"Bitcoin seed").expect("any key length");
    mac.update(seed);
    let out = mac.finalize().into_bytes();
    let mut key = [0u8; 32];
    let mut chain = [0u8; 32];
    key.copy_from_slice(&out[..32]);
    chain.copy_from_slice(&out[32..]);
    (key, chain)
}

fn main() {
    let seed = std::fs::read("/dev/hsm0/seed").expect("seed");
    let (_key, chain) = master_from_seed(&seed);
    println!("chain code fingerprint: {:02x}{:02x}", chain[0], chain[1]);
}
