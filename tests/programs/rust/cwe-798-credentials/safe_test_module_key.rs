// Token issuing for the API, with a unit test that round-trips a token.
use jsonwebtoken::{decode, encode, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

#[derive(Serialize, Deserialize)]
struct Claims {
    sub: String,
    exp: usize,
}

pub fn issue(key: &EncodingKey, sub: &str, exp: usize) -> String {
    encode(&Header::default(), &Claims { sub: sub.into(), exp }, key).unwrap()
}

pub fn check(key: &DecodingKey, token: &str) -> Option<String> {
    decode::<Claims>(token, key, &Validation::default()).ok().map(|d| d.claims.sub)
}

fn main() {
    let secret = std::env::var("JWT_SECRET").expect("JWT_SECRET");
    println!("{}", issue(&EncodingKey::from_secret(secret.as_bytes()), "cli", 4_000_000_000));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        let t = issue(&EncodingKey::from_secret(b"unit-test-only"), "bob", 4_000_000_000);
        assert_eq!(check(&DecodingKey::from_secret(b"unit-test-only"), &t).as_deref(), Some("bob"));
    }
}
