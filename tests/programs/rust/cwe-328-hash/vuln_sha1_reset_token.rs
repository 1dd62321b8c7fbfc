// password reset token from SHA-1 of the email and the current time
use sha1::{Digest, Sha1};
use std::time::{SystemTime, UNIX_EPOCH};

pub fn reset_token(email: &str) -> String {
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    let mut h = Sha1::new();
    h.update(format!("{email}:{now}").as_bytes());
    let digest = h.finalize();
    digest.iter().map(|b| format!("{b:02x}")).collect()
}

fn main() {
    println!("/reset?token={}", reset_token("user@example.com"));
}
