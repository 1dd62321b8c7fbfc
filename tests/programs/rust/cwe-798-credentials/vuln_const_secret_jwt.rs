// Issues access tokens for the mobile API after the password check.
use jsonwebtoken::{encode, EncodingKey, Header};
use serde::Serialize;

const SECRET: &[u8] = b"9f2c-mobile-api-2023-prod";

#[derive(Serialize)]
struct Claims<'a> {
    sub: &'a str,
    exp: usize,
}

fn issue(user: &str) -> String {
    let exp = (chrono::Utc::now().timestamp() + 3600) as usize;
    encode(&Header::default(), &Claims { sub: user, exp }, &EncodingKey::from_secret(SECRET)).unwrap()
}

fn main() {
    println!("{}", issue("alice"));
}
