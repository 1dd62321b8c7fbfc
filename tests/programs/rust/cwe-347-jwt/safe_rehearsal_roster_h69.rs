// A rehearsal roster program of the h69 set (cwe-347-jwt).
use std::sync::LazyLock;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::{
    extract::FromRequestParts,
    http::{header::AUTHORIZATION, request::Parts, StatusCode},
    routing::{get, post},
    Json, Router,
};
use jsonwebtoken::{decode, encode, Algorithm, DecodingKey, EncodingKey, Header, Validation};
use serde::{Deserialize, Serialize};

static ROSTER_SECRET: LazyLock<Vec<u8>> = LazyLock::new(|| {
    std::env::var("ROSTER_JWT_SECRET")
        .expect("ROSTER_JWT_SECRET not set")
        .into_bytes()
});

#[derive(Debug, Deserialize, Serialize)]
struct MemberClaims {
    sub: String,
    role: String,
    exp: u64,
}

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

fn read_claims(token: &str) -> Option<MemberClaims> {
    let key = DecodingKey::from_secret(&ROSTER_SECRET);
    let validation = Validation::new(Algorithm::HS256);
    decode::<MemberClaims>(token, &key, &validation).ok().map(|data| data.claims)
}

/// The signed-in member, available to any handler that asks for it.
struct TroupeMember {
    name: String,
    role: String,
}

impl<S> FromRequestParts<S> for TroupeMember
where
    S: Send + Sync,
{
    type Rejection = StatusCode;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        let token = parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|v| v.to_str().ok())
            .and_then(|v| v.strip_prefix("Bearer "))
            .ok_or(StatusCode::UNAUTHORIZED)?;
        let claims = read_claims(token).ok_or(StatusCode::UNAUTHORIZED)?;
        if claims.exp <= now() {
            return Err(StatusCode::UNAUTHORIZED);
        }
        Ok(TroupeMember { name: claims.sub, role: claims.role })
    }
}

#[derive(Serialize)]
struct RosterSlot {
    day: &'static str,
    act: &'static str,
    performer: &'static str,
    phone: Option<&'static str>,
}

const ROSTER: &[(&str, &str, &str, &str)] = &[
    ("Tue", "club passing", "Ines", "+44 7700 900114"),
    ("Tue", "diabolo duet", "Marek", "+44 7700 900871"),
    ("Thu", "fire staff", "Sunniva", "+44 7700 900352"),
];

async fn roster(member: TroupeMember) -> Json<Vec<RosterSlot>> {
    let captain = member.role == "captain";
    tracing::debug!(member = %member.name, captain, "roster viewed");
    Json(
        ROSTER
            .iter()
            .map(|&(day, act, performer, phone)| RosterSlot {
                day,
                act,
                performer,
                phone: captain.then_some(phone),
            })
            .collect(),
    )
}

async fn refresh(member: TroupeMember) -> Result<String, StatusCode> {
    let claims = MemberClaims { sub: member.name, role: member.role, exp: now() + 8 * 3600 };
    encode(&Header::default(), &claims, &EncodingKey::from_secret(&ROSTER_SECRET))
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let app = Router::new()
        .route("/roster", get(roster))
        .route("/session/refresh", post(refresh));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8190").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
