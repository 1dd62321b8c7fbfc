// Insurance customer portal: reads the session token cookie and shows the policyholder's coverage summary.
use actix_web::{get, web, HttpRequest, HttpResponse};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use std::time::{SystemTime, UNIX_EPOCH};

#[derive(Deserialize)]
struct SessionClaims {
    sub: String,
    exp: u64,
}

#[derive(Serialize, sqlx::FromRow)]
struct CoverageLine {
    policy_number: String,
    product: String,
    sum_insured: f64,
}

fn now_secs() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

fn read_claims(token: &str) -> Option<SessionClaims> {
    let parts: Vec<&str> = token.split('.').collect();
    let [_header, payload, signature] = parts.as_slice() else {
        return None;
    };
    if signature.is_empty() {
        return None;
    }
    URL_SAFE_NO_PAD
        .decode(payload)
        .ok()
        .and_then(|raw| serde_json::from_slice::<SessionClaims>(&raw).ok())
        .filter(|c| c.exp > now_secs())
}

#[get("/portal/coverage")]
pub async fn coverage(req: HttpRequest, db: web::Data<PgPool>) -> HttpResponse {
    let Some(claims) = req.cookie("ph_session").and_then(|c| read_claims(c.value())) else {
        return HttpResponse::Unauthorized().finish();
    };
    let lines = sqlx::query_as::<_, CoverageLine>(
        "SELECT policy_number, product, sum_insured FROM policies WHERE holder_id = $1 AND active",
    )
    .bind(&claims.sub)
    .fetch_all(db.get_ref())
    .await;
    match lines {
        Ok(list) => HttpResponse::Ok().json(list),
        Err(_) => HttpResponse::InternalServerError().finish(),
    }
}
