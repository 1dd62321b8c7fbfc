// A lace guild accounts program of the h65 set (cwe-328-hash).
// Member accounts for the lacemakers' guild pattern library (gRPC, used by the
// desktop pricking editor). Passwords are stored hashed in the accounts table.
use argon2::password_hash::{rand_core::OsRng, PasswordHash, PasswordHasher, PasswordVerifier, SaltString};
use argon2::Argon2;
use sqlx::postgres::PgPool;
use tonic::{transport::Server, Request, Response, Status};

pub mod guild {
    tonic::include_proto!("laceguild.accounts.v1");
}

use guild::member_accounts_server::{MemberAccounts, MemberAccountsServer};
use guild::{LoginReply, LoginRequest, RegisterReply, RegisterRequest};

fn hash_password(password: &str) -> Result<String, Status> {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .map(|hash| hash.to_string())
        .map_err(|_| Status::internal("could not hash password"))
}

fn password_matches(stored: &str, password: &str) -> bool {
    let Ok(parsed) = PasswordHash::new(stored) else { return false };
    Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok()
}

struct Accounts {
    db: PgPool,
}

#[tonic::async_trait]
impl MemberAccounts for Accounts {
    async fn register(&self, request: Request<RegisterRequest>) -> Result<Response<RegisterReply>, Status> {
        let req = request.into_inner();
        if req.password.chars().count() < 12 {
            return Err(Status::invalid_argument("password must be at least 12 characters"));
        }
        let hash = hash_password(&req.password)?;
        sqlx::query("INSERT INTO members (email, display_name, password_hash) VALUES ($1, $2, $3)")
            .bind(req.email.to_lowercase())
            .bind(&req.display_name)
            .bind(&hash)
            .execute(&self.db)
            .await
            .map_err(|_| Status::already_exists("that email is already registered"))?;
        Ok(Response::new(RegisterReply { registered: true }))
    }

    async fn login(&self, request: Request<LoginRequest>) -> Result<Response<LoginReply>, Status> {
        let req = request.into_inner();
        let stored: Option<(String,)> = sqlx::query_as("SELECT password_hash FROM members WHERE email = $1")
            .bind(req.email.to_lowercase())
            .fetch_optional(&self.db)
            .await
            .map_err(|_| Status::unavailable("accounts database unavailable"))?;
        let ok = stored.is_some_and(|(hash,)| password_matches(&hash, &req.password));
        if !ok {
            return Err(Status::unauthenticated("email or password is wrong"));
        }
        Ok(Response::new(LoginReply { authenticated: true }))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let db = PgPool::connect(&std::env::var("DATABASE_URL")?).await?;
    Server::builder()
        .add_service(MemberAccountsServer::new(Accounts { db }))
        .serve("0.0.0.0:50071".parse()?)
        .await?;
    Ok(())
}
