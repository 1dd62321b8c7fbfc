// hangar auth (h58 set)
use std::sync::Arc;

use axum::{
    extract::{Request, State},
    http::{header, StatusCode},
    middleware::{self, Next},
    response::Response,
    routing::post,
    Extension, Json, Router,
};
use jsonwebtoken::{decode, decode_header, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};

/// Tokens are issued by the airline's identity provider; the PEM public key
/// is distributed to every maintenance service.
struct Verifier {
    idp_public_pem: Vec<u8>,
    audience: String,
}

#[derive(Clone, Deserialize, Serialize)]
struct Claims {
    sub: String,
    licence: String, // e.g. "B1" / "B2" certifying engineer licence
    exp: usize,
}

/// The identity provider signs with RS256 only.
const IDP_ALGORITHM: Algorithm = Algorithm::RS256;

fn key_for(pem: &[u8]) -> Option<DecodingKey> {
    DecodingKey::from_rsa_pem(pem).ok()
}

fn verify(v: &Verifier, token: &str) -> Option<Claims> {
    let header = decode_header(token).ok()?;
    if header.alg != IDP_ALGORITHM {
        return None;
    }
    let key = key_for(&v.idp_public_pem)?;
    let mut validation = Validation::new(IDP_ALGORITHM);
    validation.set_audience(&[&v.audience]);
    decode::<Claims>(token, &key, &validation).ok().map(|d| d.claims)
}

async fn require_engineer(State(v): State<Arc<Verifier>>, mut req: Request, next: Next) -> Result<Response, StatusCode> {
    let claims = req
        .headers()
        .get(header::AUTHORIZATION)
        .and_then(|h| h.to_str().ok())
        .and_then(|h| h.split_once(' '))
        .filter(|(scheme, _)| scheme.eq_ignore_ascii_case("bearer"))
        .and_then(|(_, t)| verify(&v, t))
        .ok_or(StatusCode::UNAUTHORIZED)?;
    req.extensions_mut().insert(claims);
    Ok(next.run(req).await)
}

#[derive(Deserialize)]
struct ReleaseToService {
    tail_number: String,
    work_order: String,
}

async fn sign_release(Extension(who): Extension<Claims>, Json(r): Json<ReleaseToService>) -> Result<String, StatusCode> {
    if who.licence != "B1" && who.licence != "B2" {
        return Err(StatusCode::FORBIDDEN);
    }
    Ok(format!("CRS for {} / {} signed by {}", r.tail_number, r.work_order, who.sub))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let verifier = Arc::new(Verifier {
        idp_public_pem: tokio::fs::read(std::env::var("IDP_PUBLIC_KEY_PEM")?).await?,
        audience: std::env::var("MRO_AUDIENCE").unwrap_or_else(|_| "mro-line-maintenance".into()),
    });
    let app = Router::new()
        .route("/crs/sign", post(sign_release))
        .route_layer(middleware::from_fn_with_state(verifier.clone(), require_engineer))
        .with_state(verifier);
    axum::serve(tokio::net::TcpListener::bind("127.0.0.1:8560").await?, app).await?;
    Ok(())
}
