// Rocket request guard that verifies service-to-service JWTs issued by the identity provider.
use jsonwebtoken::{decode, decode_header, errors::Error as JwtError, Algorithm, DecodingKey, Validation};
use rocket::{
    get,
    http::Status,
    request::{FromRequest, Outcome, Request},
};
use serde::Deserialize;

pub struct VerifyKeys {
    pub idp_public_pem: Vec<u8>,
    pub issuer: String,
}

#[derive(Debug, Deserialize)]
pub struct ServiceClaims {
    pub sub: String,
    pub iss: String,
    pub exp: usize,
    pub scope: String,
}

pub struct ServiceCaller(pub ServiceClaims);

fn verify(token: &str, keys: &VerifyKeys) -> Result<ServiceClaims, JwtError> {
    let header = decode_header(token)?;
    let key = match header.alg {
        Algorithm::HS256 | Algorithm::HS384 | Algorithm::HS512 => DecodingKey::from_secret(&keys.idp_public_pem),
        _ => DecodingKey::from_rsa_pem(&keys.idp_public_pem)?,
    };
    let mut validation = Validation::new(header.alg);
    validation.set_issuer(&[keys.issuer.as_str()]);
    Ok(decode::<ServiceClaims>(token, &key, &validation)?.claims)
}

#[rocket::async_trait]
impl<'r> FromRequest<'r> for ServiceCaller {
    type Error = ();

    async fn from_request(req: &'r Request<'_>) -> Outcome<Self, Self::Error> {
        let Some(keys) = req.rocket().state::<VerifyKeys>() else {
            return Outcome::Error((Status::InternalServerError, ()));
        };
        let token = req
            .headers()
            .get_one("Authorization")
            .and_then(|h| h.strip_prefix("Bearer "));
        match token.map(|t| verify(t, keys)) {
            Some(Ok(claims)) => Outcome::Success(ServiceCaller(claims)),
            _ => Outcome::Error((Status::Unauthorized, ())),
        }
    }
}

#[get("/internal/ledger/health")]
pub fn ledger_health(caller: ServiceCaller) -> String {
    format!("ok for {} [{}]", caller.0.sub, caller.0.scope)
}
