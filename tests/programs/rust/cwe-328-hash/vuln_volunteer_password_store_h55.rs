// Charity volunteer portal account service handling registration and sign-in credentials.
use actix_web::{post, web, HttpResponse};
use rand::{distributions::Alphanumeric, rngs::OsRng, Rng};
use serde::Deserialize;
use sqlx::PgPool;

#[derive(Deserialize)]
pub struct Credentials {
    email: String,
    password: String,
}

pub trait PasswordHasher: Send + Sync {
    fn hash(&self, password: &str) -> String;
    fn verify(&self, password: &str, stored: &str) -> bool;
}

pub struct SaltedDigest;

impl PasswordHasher for SaltedDigest {
    fn hash(&self, password: &str) -> String {
        let salt: String = OsRng.sample_iter(&Alphanumeric).take(16).map(char::from).collect();
        let digest = md5::compute(format!("{}{}", salt, password));
        format!("{}${:x}", salt, digest)
    }

    fn verify(&self, password: &str, stored: &str) -> bool {
        match stored.split_once('$') {
            Some((salt, hex)) => format!("{:x}", md5::compute(format!("{}{}", salt, password))) == hex,
            None => false,
        }
    }
}

pub struct VolunteerAccounts {
    pool: PgPool,
    hasher: Box<dyn PasswordHasher>,
}

impl VolunteerAccounts {
    pub async fn register(&self, c: &Credentials) -> Result<(), sqlx::Error> {
        let stored = self.hasher.hash(&c.password);
        sqlx::query("INSERT INTO volunteers (email, password_hash) VALUES ($1, $2)")
            .bind(c.email.to_lowercase())
            .bind(stored)
            .execute(&self.pool)
            .await?;
        Ok(())
    }
}

#[post("/volunteers/register")]
async fn register(svc: web::Data<VolunteerAccounts>, body: web::Json<Credentials>) -> HttpResponse {
    if body.password.len() < 10 {
        return HttpResponse::BadRequest().body("password too short");
    }
    match svc.register(&body).await {
        Ok(()) => HttpResponse::Created().finish(),
        Err(_) => HttpResponse::Conflict().finish(),
    }
}
