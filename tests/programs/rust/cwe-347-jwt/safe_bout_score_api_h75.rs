// A fencing school bout score submission program of the h75 set (cwe-347-jwt).
use actix_web::{http::StatusCode, post, web, App, HttpRequest, HttpResponse, HttpServer, ResponseError};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Debug, Deserialize)]
struct RefereeClaims {
    sub: String,
    role: String,
    exp: u64,
}

#[derive(Deserialize)]
struct ScoreForm {
    left_touches: u8,
    right_touches: u8,
    winner: String,
}

struct Verifier {
    key: DecodingKey,
}

#[derive(Debug, thiserror::Error)]
enum ScoreError {
    #[error("missing referee token")]
    NoToken,
    #[error("referee token rejected: {0}")]
    Token(#[from] jsonwebtoken::errors::Error),
    #[error("only referees may submit scores")]
    Forbidden,
    #[error("score is not a valid bout result")]
    Score,
    #[error("bout not found or already scored")]
    UnknownBout,
    #[error("storage failure")]
    Db(#[from] sqlx::Error),
}

impl ResponseError for ScoreError {
    fn status_code(&self) -> StatusCode {
        match self {
            ScoreError::NoToken | ScoreError::Token(_) => StatusCode::UNAUTHORIZED,
            ScoreError::Forbidden => StatusCode::FORBIDDEN,
            ScoreError::Score => StatusCode::UNPROCESSABLE_ENTITY,
            ScoreError::UnknownBout => StatusCode::NOT_FOUND,
            ScoreError::Db(_) => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }
}

fn referee_from_request(req: &HttpRequest, verifier: &Verifier) -> Result<RefereeClaims, ScoreError> {
    let token = req
        .headers()
        .get("Authorization")
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.strip_prefix("Bearer "))
        .ok_or(ScoreError::NoToken)?;

    let mut validation = Validation::new(Algorithm::RS256);
    validation.set_audience(&["bout-scoring"]);
    validation.set_issuer(&["https://portal.salle-duval.example"]);
    let data = decode::<RefereeClaims>(token, &verifier.key, &validation)?;
    if data.claims.role != "referee" {
        return Err(ScoreError::Forbidden);
    }
    Ok(data.claims)
}

fn check_score(form: &ScoreForm) -> Result<(), ScoreError> {
    let (l, r) = (form.left_touches, form.right_touches);
    let decided = l <= 15 && r <= 15 && l != r;
    let winner_matches = (form.winner == "left" && l > r) || (form.winner == "right" && r > l);
    if decided && winner_matches { Ok(()) } else { Err(ScoreError::Score) }
}

#[post("/bouts/{bout_id}/score")]
async fn submit_score(
    req: HttpRequest,
    path: web::Path<i64>,
    form: web::Json<ScoreForm>,
    verifier: web::Data<Verifier>,
    db: web::Data<PgPool>,
) -> Result<HttpResponse, ScoreError> {
    let referee = referee_from_request(&req, &verifier)?;
    check_score(&form)?;
    let bout_id = path.into_inner();

    let updated = sqlx::query(
        "UPDATE bouts SET left_touches = $1, right_touches = $2, winner = $3, referee = $4, scored_at = now() \
         WHERE id = $5 AND scored_at IS NULL",
    )
    .bind(i16::from(form.left_touches))
    .bind(i16::from(form.right_touches))
    .bind(&form.winner)
    .bind(&referee.sub)
    .bind(bout_id)
    .execute(db.get_ref())
    .await?;
    if updated.rows_affected() == 0 {
        return Err(ScoreError::UnknownBout);
    }
    log::info!("bout {bout_id} scored by {} (token exp {})", referee.sub, referee.exp);
    Ok(HttpResponse::NoContent().finish())
}

#[actix_web::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    env_logger::init();
    let pem = std::fs::read(std::env::var("PORTAL_PUBLIC_KEY")?)?;
    let verifier = web::Data::new(Verifier { key: DecodingKey::from_rsa_pem(&pem)? });
    let db = web::Data::new(PgPool::connect(&std::env::var("DATABASE_URL")?).await?);
    HttpServer::new(move || App::new().app_data(verifier.clone()).app_data(db.clone()).service(submit_score))
        .bind(("0.0.0.0", 8086))?
        .run()
        .await?;
    Ok(())
}
