// Poem endpoints for public library patrons to register an online account and sign in with their card.
use poem::{handler, http::StatusCode, post, web::{Data, Json}, EndpointExt, Error, Result, Route};
use serde::Deserialize;
use sha1::{Digest, Sha1};
use sqlx::PgPool;

#[derive(Deserialize)]
struct Signup {
    card_number: String,
    email: String,
    password: String,
}

#[derive(Deserialize)]
struct Login { card_number: String, password: String }

fn valid_card(card: &str) -> bool {
    card.len() == 14 && card.starts_with('2') && card.chars().all(|c| c.is_ascii_digit())
}

fn digest(password: &str) -> String {
    let mut hasher = Sha1::new();
    hasher.update(password.as_bytes());
    hex::encode(hasher.finalize())
}

fn matches(password: &str, stored: &str) -> bool {
    digest(password) == stored
}

fn status(code: StatusCode) -> impl FnOnce(sqlx::Error) -> Error {
    move |_| Error::from_status(code)
}

#[handler]
async fn register(Data(pool): Data<&PgPool>, Json(req): Json<Signup>) -> Result<StatusCode> {
    if !valid_card(&req.card_number) || req.password.len() < 8 {
        return Err(Error::from_status(StatusCode::BAD_REQUEST));
    }
    let hashed = digest(&req.password);
    sqlx::query("INSERT INTO patron_accounts (card_number, email, password_hash) VALUES ($1, $2, $3)")
        .bind(&req.card_number)
        .bind(&req.email)
        .bind(hashed)
        .execute(pool)
        .await
        .map_err(status(StatusCode::CONFLICT))?;
    Ok(StatusCode::CREATED)
}

#[handler]
async fn login(Data(pool): Data<&PgPool>, Json(req): Json<Login>) -> Result<StatusCode> {
    let row: Option<(String,)> = sqlx::query_as("SELECT password_hash FROM patron_accounts WHERE card_number = $1")
        .bind(&req.card_number)
        .fetch_optional(pool)
        .await
        .map_err(status(StatusCode::SERVICE_UNAVAILABLE))?;
    row.filter(|(hash,)| matches(&req.password, hash))
        .map(|_| StatusCode::NO_CONTENT)
        .ok_or_else(|| Error::from_status(StatusCode::UNAUTHORIZED))
}

pub fn app(pool: PgPool) -> impl poem::Endpoint {
    Route::new()
        .at("/patrons", post(register))
        .at("/patrons/session", post(login))
        .data(pool)
}
