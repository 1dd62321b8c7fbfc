// A sauna club member registration and login program of the h75 set (cwe-328-hash).
use axum::{
    extract::State,
    http::StatusCode,
    response::{IntoResponse, Response},
    routing::post,
    Json, Router,
};
use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use serde::Deserialize;
use sqlx::SqlitePool;

#[derive(Deserialize)]
struct Credentials {
    email: String,
    password: String,
}

#[derive(Debug, thiserror::Error)]
enum AuthError {
    #[error("email and password are required")]
    Missing,
    #[error("password must be at least 10 characters")]
    Short,
    #[error("that email is already a member")]
    Exists,
    #[error("invalid email or password")]
    Rejected,
    #[error("password hashing failed")]
    Hashing,
    #[error("storage failure")]
    Db(#[from] sqlx::Error),
}

impl IntoResponse for AuthError {
    fn into_response(self) -> Response {
        let status = match &self {
            AuthError::Missing | AuthError::Short => StatusCode::UNPROCESSABLE_ENTITY,
            AuthError::Exists => StatusCode::CONFLICT,
            AuthError::Rejected => StatusCode::UNAUTHORIZED,
            AuthError::Hashing | AuthError::Db(_) => StatusCode::INTERNAL_SERVER_ERROR,
        };
        (status, self.to_string()).into_response()
    }
}

fn hash_password(password: &str) -> Result<String, AuthError> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|_| AuthError::Hashing)
}

fn verify_password(password: &str, stored: &str) -> Result<bool, AuthError> {
    let parsed = PasswordHash::new(stored).map_err(|_| AuthError::Hashing)?;
    Ok(Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok())
}

fn normalise(creds: &Credentials) -> Result<(String, &str), AuthError> {
    let email = creds.email.trim().to_ascii_lowercase();
    if email.is_empty() || creds.password.is_empty() {
        return Err(AuthError::Missing);
    }
    Ok((email, creds.password.as_str()))
}

async fn register(State(pool): State<SqlitePool>, Json(creds): Json<Credentials>) -> Result<StatusCode, AuthError> {
    let (email, password) = normalise(&creds)?;
    if password.chars().count() < 10 {
        return Err(AuthError::Short);
    }
    let hash = hash_password(password)?;
    let inserted = sqlx::query("INSERT INTO members (email, password_hash) VALUES (?, ?)")
        .bind(&email)
        .bind(&hash)
        .execute(&pool)
        .await;
    match inserted {
        Ok(_) => Ok(StatusCode::CREATED),
        Err(sqlx::Error::Database(db)) if db.is_unique_violation() => Err(AuthError::Exists),
        Err(other) => Err(other.into()),
    }
}

async fn login(State(pool): State<SqlitePool>, Json(creds): Json<Credentials>) -> Result<StatusCode, AuthError> {
    let (email, password) = normalise(&creds)?;
    let stored: Option<String> = sqlx::query_scalar("SELECT password_hash FROM members WHERE email = ?")
        .bind(&email)
        .fetch_optional(&pool)
        .await?;
    let Some(stored) = stored else {
        tracing::info!(%email, "login for unknown member");
        return Err(AuthError::Rejected);
    };
    if verify_password(password, &stored)? {
        Ok(StatusCode::NO_CONTENT)
    } else {
        Err(AuthError::Rejected)
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let pool = SqlitePool::connect(&std::env::var("SAUNA_DB").unwrap_or_else(|_| "sqlite://members.db".into())).await?;
    let app = Router::new()
        .route("/members", post(register))
        .route("/sessions", post(login))
        .with_state(pool);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8050").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
