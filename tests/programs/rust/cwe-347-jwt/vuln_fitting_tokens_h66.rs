// A fitting tokens program of the h66 set (cwe-347-jwt).
// Hobnail clog makers: API for the fitting-room tablets. A tablet presents the
// bearer token issued by the shop's sign-in service (HS256 with a shared key)
// and gets the foot measurements recorded for a fitting.
use hmac::{Hmac, Mac};
use serde::Deserialize;
use sha2::Sha256;
use std::time::{SystemTime, UNIX_EPOCH};
use warp::http::StatusCode;
use warp::Filter;

type HmacSha256 = Hmac<Sha256>;

#[derive(Deserialize)]
struct TokenHeader {
    alg: String,
}

#[derive(Deserialize)]
struct Claims {
    sub: String,
    role: String,
    exp: u64,
}

fn signing_key() -> Result<Vec<u8>, String> {
    match std::env::var("HOBNAIL_TOKEN_KEY") {
        Ok(k) if k.len() >= 32 => Ok(k.into_bytes()),
        _ => Err("token key not configured".to_string()),
    }
}

// token parts are base64url without padding
fn b64(part: &str) -> Result<Vec<u8>, String> {
    let mut s: String = part
        .chars()
        .map(|c| match c {
            '-' => '+',
            '_' => '/',
            other => other,
        })
        .collect();
    while s.len() % 4 != 0 {
        s.push('=');
    }
    base64::decode(&s).map_err(|e| e.to_string())
}

fn read_claims(token: &str) -> Result<Claims, String> {
    let parts: Vec<&str> = token.split('.').collect();
    if parts.len() != 3 {
        return Err("malformed token".to_string());
    }
    let header: TokenHeader = serde_json::from_slice(&b64(parts[0])?).map_err(|e| e.to_string())?;
    if header.alg == "HS256" {
        let mut mac = HmacSha256::new_from_slice(&signing_key()?).map_err(|e| e.to_string())?;
        mac.update(parts[0].as_bytes());
        mac.update(b".");
        mac.update(parts[1].as_bytes());
        mac.verify_slice(&b64(parts[2])?).map_err(|_| "bad signature".to_string())?;
    }
    let claims: Claims = serde_json::from_slice(&b64(parts[1])?).map_err(|e| e.to_string())?;
    let now = SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0);
    if claims.exp <= now {
        return Err("token expired".to_string());
    }
    Ok(claims)
}

fn measurements(fitting: u32) -> Option<&'static str> {
    match fitting {
        301 => Some("left 262mm / width E, right 265mm / width E, high instep"),
        302 => Some("left 241mm / width D, right 240mm / width D"),
        _ => None,
    }
}

fn fitting_reply(id: u32, auth: Option<String>) -> warp::reply::WithStatus<String> {
    let header = auth.unwrap_or_default();
    let token = if header.starts_with("Bearer ") { &header[7..] } else { "" };
    match read_claims(token) {
        Ok(c) if c.role == "fitter" || c.role == "manager" => match measurements(id) {
            Some(m) => warp::reply::with_status(format!("fitting {} (for {}): {}", id, c.sub, m), StatusCode::OK),
            None => warp::reply::with_status("no such fitting".to_string(), StatusCode::NOT_FOUND),
        },
        Ok(_) => warp::reply::with_status("not allowed".to_string(), StatusCode::FORBIDDEN),
        Err(e) => warp::reply::with_status(e, StatusCode::UNAUTHORIZED),
    }
}

#[tokio::main]
async fn main() {
    let fittings = warp::get()
        .and(warp::path!("fittings" / u32))
        .and(warp::header::optional::<String>("authorization"))
        .map(fitting_reply);
    warp::serve(fittings).run(([127, 0, 0, 1], 8053)).await;
}
