// Insurance customer portal: reads the session token cookie and shows the policyholder's coverage summary.
use actix_web::{get, web, HttpRequest, HttpResponse};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use std::sync::OnceLock;

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

fn session_key() -> &'static DecodingKey {
    static KEY: OnceLock<DecodingKey> = OnceLock::new();
    KEY.get_or_init(|| {
        let secret = std::env::var("PORTAL_SESSION_SECRET").expect("PORTAL_SESSION_SECRET must be set");
        DecodingKey::from_secret(secret.as_bytes())
    })
}

fn read_claims(token: &str) -> Option<SessionClaims> {
    let mut validation = Validation::new(Algorithm::HS256);
    validation.set_required_spec_claims(&["exp", "sub"]);
    decode::<SessionClaims>(token, session_key(), &validation)
        .ok()
        .map(|data| data.claims)
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
