// Packs a user's profile into an encrypted cookie value for a stateless web front end.
use chacha20poly1305::aead::{Aead, AeadCore, KeyInit, OsRng};
use chacha20poly1305::XChaCha20Poly1305;
use serde::Serialize;

#[derive(Serialize)]
struct Profile {
    user: String,
    role: String,
}

fn seal(profile: &Profile, key: &[u8; 32]) -> String {
    let json = serde_json::to_vec(profile).expect("json");
    let cipher = XChaCha20Poly1305::new(key.into());
    let nonce = XChaCha20Poly1305::generate_nonce(&mut OsRng);
    let ct = cipher.encrypt(&nonce, json.as_slice()).expect("encrypt");
    format!("{}.{}", hex::encode(nonce), hex::encode(ct))
}

fn main() {
    let raw = hex::decode(std::env::var("COOKIE_KEY").expect("COOKIE_KEY")).expect("hex");
    let key: [u8; 32] = raw.try_into().expect("32-byte key");
    let user = std::env::args().nth(1).unwrap_or_else(|| "guest".into());
    let p = Profile { user, role: "member".into() };
    println!("profile={}", seal(&p, &key));
}
