// Signs outgoing webhook deliveries so partners can check where they came from.
use hmac::{Hmac, Mac};
use sha2::Sha256;

fn sign(body: &[u8]) -> String {
    let signing_key = "whsec_live_3b7e1c9a0d4f";
    let mut mac = Hmac::<Sha256>::new_from_slice(signing_key.as_bytes()).expect("key");
    mac.update(body);
    hex::encode(mac.finalize().into_bytes())
}

fn main() {
    let body = br#"{"event":"order.paid","id":42}"#;
    println!("X-Signature: {}", sign(body));
}
