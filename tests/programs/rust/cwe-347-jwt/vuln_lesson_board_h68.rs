// A lesson board program of the h68 set (cwe-347-jwt).
// ski schools: instructors' phone app fetches today's lesson board; the office issues staff tokens
use std::sync::LazyLock;

use axum::{
    async_trait,
    extract::{FromRequestParts, Path},
    http::{header::AUTHORIZATION, request::Parts, StatusCode},
    routing::{get, post},
    Json, Router,
};
use data_encoding::BASE64URL_NOPAD;
use jsonwebtoken::{encode, get_current_timestamp, EncodingKey, Header};
use serde::{Deserialize, Serialize};

static SIGNING_KEY: LazyLock<Vec<u8>> = LazyLock::new(|| {
    std::env::var("STAFF_TOKEN_KEY")
        .expect("STAFF_TOKEN_KEY must be set")
        .into_bytes()
});

#[derive(Debug, Serialize, Deserialize)]
struct StaffClaims {
    sub: String,
    role: Role,
    exp: u64,
}

#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
enum Role {
    Instructor,
    Office,
}

fn read_claims(token: &str) -> Option<StaffClaims> {
    let segments: Vec<&str> = token.split('.').collect();
    let [_, payload, _] = segments[..] else {
        return None;
    };
    let json = BASE64URL_NOPAD.decode(payload.as_bytes()).ok()?;
    serde_json::from_slice::<StaffClaims>(&json)
        .ok()
        .filter(|claims| claims.exp > get_current_timestamp())
}

struct Staff(StaffClaims);

#[async_trait]
impl<S: Send + Sync> FromRequestParts<S> for Staff {
    type Rejection = StatusCode;

    async fn from_request_parts(parts: &mut Parts, _state: &S) -> Result<Self, Self::Rejection> {
        parts
            .headers
            .get(AUTHORIZATION)
            .and_then(|value| value.to_str().ok())
            .and_then(|value| value.strip_prefix("Bearer "))
            .and_then(read_claims)
            .map(Staff)
            .ok_or(StatusCode::UNAUTHORIZED)
    }
}

#[derive(Serialize)]
struct Lesson {
    slot: &'static str,
    meeting_point: &'static str,
    group: &'static str,
}

async fn lesson_board(Staff(StaffClaims { sub, .. }): Staff) -> Json<(String, Vec<Lesson>)> {
    let lessons = vec![
        Lesson { slot: "09:30", meeting_point: "Gondola base", group: "Kids Level 2" },
        Lesson { slot: "13:00", meeting_point: "Nursery slope", group: "Private - adult beginner" },
    ];
    Json((sub, lessons))
}

async fn issue_token(
    Staff(StaffClaims { role, .. }): Staff,
    Path(instructor): Path<String>,
) -> Result<String, StatusCode> {
    if role != Role::Office {
        return Err(StatusCode::FORBIDDEN);
    }
    let claims = StaffClaims {
        sub: instructor,
        role: Role::Instructor,
        exp: get_current_timestamp() + 14 * 3600,
    };
    encode(&Header::default(), &claims, &EncodingKey::from_secret(&SIGNING_KEY))
        .map_err(|_| StatusCode::INTERNAL_SERVER_ERROR)
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    LazyLock::force(&SIGNING_KEY);
    let app = Router::new()
        .route("/board", get(lesson_board))
        .route("/tokens/:instructor", post(issue_token));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8050").await?;
    axum::serve(listener, app).await
}
