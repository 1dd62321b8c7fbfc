// Packs a user's profile into an encrypted cookie value for a stateless web front end.
use aes::cipher::{block_padding::Pkcs7, BlockEncryptMut, KeyInit};
use serde::Serialize;

type Aes128EcbEnc = ecb::Encryptor<aes::Aes128>;

#[derive(Serialize)]
struct Profile {
    user: String,
    role: String,
}

fn seal(profile: &Profile, key: &[u8; 16]) -> String {
    let json = serde_json::to_vec(profile).expect("json");
    let ct = Aes128EcbEnc::new(key.into()).encrypt_padded_vec_mut::<Pkcs7>(&json);
    hex::encode(ct)
}

fn main() {
    let raw = hex::decode(std::env::var("COOKIE_KEY").expect("COOKIE_KEY")).expect("hex");
    let key: [u8; 16] = raw.try_into().expect("16-byte key");
    let user = std::env::args().nth(1).unwrap_or_else(|| "guest".into());
    let p = Profile { user, role: "member".into() };
    println!("profile={}", seal(&p, &key));
}
