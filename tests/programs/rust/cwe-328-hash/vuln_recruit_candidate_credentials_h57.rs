// Recruitment portal: candidate self-registration with stored login credentials.
use axum::{extract::State, http::StatusCode, Json};
use rand::distr::{Alphanumeric, SampleString};
use serde::Deserialize;
use sqlx::PgPool;
use std::sync::Arc;

#[derive(Deserialize)]
pub struct RegisterCandidate {
    pub email: String,
    pub full_name: String,
    pub password: String,
}

pub trait CredentialDigest: Send + Sync {
    fn digest(&self, password: &str) -> String;
}

pub struct SaltedDigest;

impl CredentialDigest for SaltedDigest {
    fn digest(&self, password: &str) -> String {
        let salt = Alphanumeric.sample_string(&mut rand::rng(), 16);
        let hash = md5::compute(format!("{}{}", salt, password));
        format!("{}${:x}", salt, hash)
    }
}

pub struct CandidateRepository {
    pool: PgPool,
}

impl CandidateRepository {
    pub fn new(pool: PgPool) -> Self { Self { pool } }

    pub async fn insert(&self, email: &str, name: &str, password_hash: &str) -> sqlx::Result<i64> {
        sqlx::query_scalar("INSERT INTO candidates (email, full_name, password_hash) VALUES ($1, $2, $3) RETURNING id")
            .bind(email)
            .bind(name)
            .bind(password_hash)
            .fetch_one(&self.pool)
            .await
    }
}

pub struct RegistrationService {
    pub repo: CandidateRepository,
    pub digest: Box<dyn CredentialDigest>,
}

impl RegistrationService {
    pub async fn register(&self, req: RegisterCandidate) -> Result<i64, StatusCode> {
        if req.password.len() < 10 || !req.email.contains('@') {
            return Err(StatusCode::UNPROCESSABLE_ENTITY);
        }
        let stored = self.digest.digest(&req.password);
        self.repo.insert(&req.email.to_lowercase(), &req.full_name, &stored).await.map_err(|_| StatusCode::CONFLICT)
    }
}

pub async fn register_candidate(
    State(svc): State<Arc<RegistrationService>>,
    Json(req): Json<RegisterCandidate>,
) -> Result<(StatusCode, Json<i64>), StatusCode> {
    let id = svc.register(req).await?;
    Ok((StatusCode::CREATED, Json(id)))
}
