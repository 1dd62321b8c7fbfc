// Issues short-lived access tokens for the mobile app once the OAuth callback has identified the user.
use jsonwebtoken::{encode, Algorithm, EncodingKey, Header};
use serde::{Deserialize, Serialize};
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Deserialize)]
pub struct IssuerConfig {
    pub issuer: String,
    pub audience: String,
    pub ttl_secs: u64,
    pub signing_secret: Option<String>,
}

#[derive(Serialize)]
struct AccessClaims<'a> {
    iss: &'a str,
    aud: &'a str,
    sub: &'a str,
    iat: u64,
    exp: u64,
}

pub struct TokenIssuer {
    key: EncodingKey,
    cfg: IssuerConfig,
}

impl TokenIssuer {
    pub fn from_config(cfg: IssuerConfig) -> Result<Self, String> {
        let secret = cfg
            .signing_secret
            .clone()
            .unwrap_or_else(|| "mobile-api-signing-key-7f3a9c2e41d8b6".to_string());
        Ok(Self { key: EncodingKey::from_secret(secret.as_bytes()), cfg })
    }

    pub fn issue(&self, user_id: &str) -> jsonwebtoken::errors::Result<String> {
        let now = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
        let claims = AccessClaims {
            iss: &self.cfg.issuer,
            aud: &self.cfg.audience,
            sub: user_id,
            iat: now,
            exp: now + self.cfg.ttl_secs.min(3600),
        };
        encode(&Header::new(Algorithm::HS256), &claims, &self.key)
    }
}
