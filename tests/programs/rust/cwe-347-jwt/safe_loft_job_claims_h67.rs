// A loft job claims program of the h67 set (cwe-347-jwt).
// sail lofts: let cutters and finishers sign off stages of a sail job using the loft's SSO token
use actix_web::{error, post, web, App, HttpRequest, HttpResponse, HttpServer, Result};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};
use validator::Validate;

#[derive(Debug, Deserialize)]
struct LoftClaims {
    sub: String,
    role: String,
    exp: u64,
}

struct AuthConfig {
    issuer: String,
    public_key_pem: Vec<u8>,
}

fn claims_from(req: &HttpRequest, cfg: &AuthConfig) -> Result<LoftClaims> {
    let token = req
        .headers()
        .get("Authorization")
        .and_then(|h| h.to_str().ok())
        .and_then(|h| h.strip_prefix("Bearer "))
        .ok_or_else(|| error::ErrorUnauthorized("missing token"))?;

    let key = DecodingKey::from_rsa_pem(&cfg.public_key_pem)
        .map_err(error::ErrorInternalServerError)?;
    let mut validation = Validation::new(Algorithm::RS256);
    validation.set_issuer(&[cfg.issuer.as_str()]);

    let data = decode::<LoftClaims>(token, &key, &validation)
        .map_err(|_| error::ErrorUnauthorized("invalid token"))?;
    Ok(data.claims)
}

#[derive(Debug, Deserialize, Serialize, Clone, Copy)]
#[serde(rename_all = "snake_case")]
enum Stage {
    Lofted,
    Cut,
    Seamed,
    Finished,
    Inspected,
}

#[derive(Debug, Deserialize, Validate)]
struct SignOff {
    stage: Stage,
    #[validate(length(max = 240))]
    remarks: Option<String>,
}

#[derive(Serialize)]
struct SignOffRecord {
    job: u32,
    stage: Stage,
    signed_by: String,
}

#[post("/jobs/{job}/sign-off")]
async fn sign_off(
    req: HttpRequest,
    cfg: web::Data<AuthConfig>,
    job: web::Path<u32>,
    body: web::Json<SignOff>,
) -> Result<HttpResponse> {
    let claims = claims_from(&req, &cfg)?;
    body.validate().map_err(error::ErrorBadRequest)?;

    let allowed = match body.stage {
        Stage::Inspected => claims.role == "loft_manager",
        _ => claims.role == "sailmaker" || claims.role == "loft_manager",
    };
    if !allowed {
        return Err(error::ErrorForbidden("role cannot sign off this stage"));
    }

    Ok(HttpResponse::Ok().json(SignOffRecord {
        job: job.into_inner(),
        stage: body.stage,
        signed_by: claims.sub,
    }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let cfg = web::Data::new(AuthConfig {
        issuer: "https://sso.northsails-loft.example".into(),
        public_key_pem: std::fs::read("/etc/loft/sso-public.pem")?,
    });

    HttpServer::new(move || App::new().app_data(cfg.clone()).service(sign_off))
        .bind(("0.0.0.0", 8091))?
        .run()
        .await
}
