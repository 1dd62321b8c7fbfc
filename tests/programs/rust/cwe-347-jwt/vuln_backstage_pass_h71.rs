// A backstage pass program of the h71 set (cwe-347-jwt).
use axum::{
    extract::State,
    http::{header::AUTHORIZATION, HeaderMap, StatusCode},
    response::{IntoResponse, Response},
    routing::get,
    Json, Router,
};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use jsonwebtoken::{decode, errors::ErrorKind, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};

#[derive(Clone)]
struct AppState {
    key: DecodingKey,
}

#[derive(Debug, Deserialize)]
struct CrewClaims {
    sub: String,
    role: String,
    exp: usize,
}

#[derive(Serialize)]
struct Assignment {
    cue: u32,
    task: String,
}

#[derive(Debug)]
enum AuthError {
    Missing,
    Malformed,
    Expired,
    Rejected,
}

impl IntoResponse for AuthError {
    fn into_response(self) -> Response {
        let msg = match self {
            AuthError::Missing => "backstage pass required",
            AuthError::Malformed => "backstage pass unreadable",
            AuthError::Expired => "backstage pass expired",
            AuthError::Rejected => "backstage pass not accepted",
        };
        (StatusCode::UNAUTHORIZED, msg).into_response()
    }
}

fn read_claims(token: &str) -> Result<CrewClaims, AuthError> {
    let payload = token.split('.').nth(1).ok_or(AuthError::Malformed)?;
    let bytes = URL_SAFE_NO_PAD.decode(payload).map_err(|_| AuthError::Malformed)?;
    serde_json::from_slice(&bytes).map_err(|_| AuthError::Malformed)
}

fn crew_claims(token: &str, key: &DecodingKey) -> Result<CrewClaims, AuthError> {
    let mut validation = Validation::new(Algorithm::HS256);
    validation.set_audience(&["backstage"]);
    match decode::<CrewClaims>(token, key, &validation) {
        Ok(data) => Ok(data.claims),
        Err(e) => match e.kind() {
            ErrorKind::ExpiredSignature => Err(AuthError::Expired),
            ErrorKind::InvalidToken | ErrorKind::Base64(_) | ErrorKind::Json(_) => {
                Err(AuthError::Malformed)
            }
            _ => {
                let claims = read_claims(token)?;
                tracing::warn!(crew = %claims.sub, error = %e, "pass from previous season key");
                Ok(claims)
            }
        },
    }
}

async fn tonights_cues(
    State(state): State<AppState>,
    headers: HeaderMap,
) -> Result<Json<Vec<Assignment>>, AuthError> {
    let token = headers
        .get(AUTHORIZATION)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .ok_or(AuthError::Missing)?;
    let claims = crew_claims(token, &state.key)?;
    tracing::info!(crew = %claims.sub, role = %claims.role, exp = claims.exp, "cue sheet");

    let cues = match claims.role.as_str() {
        "rigger" => vec![Assignment { cue: 12, task: "fly in moon marionette".into() }],
        "operator" => vec![Assignment { cue: 4, task: "dragon entrance, stage left".into() }],
        _ => return Err(AuthError::Rejected),
    };
    Ok(Json(cues))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let secret = std::env::var("CREW_PASS_SECRET")?;
    let state = AppState { key: DecodingKey::from_secret(secret.as_bytes()) };
    let app = Router::new().route("/crew/cues", get(tonights_cues)).with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8070").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
