// A quilting member signup program of the h64 set (cwe-328-hash).
use axum::{extract::State, http::StatusCode, routing::post, Json, Router};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use uuid::Uuid;

// Sign-up for the quilting circles' shared pattern library.
// {"circle":"tuesday-hexies","member":{"name":"..","email":"..","password":".."},
//  "skills":["applique","foundation piecing"]}
#[derive(Deserialize)]
struct Signup {
    circle: String,
    member: NewMember,
    #[serde(default)]
    skills: Vec<String>,
}

#[derive(Deserialize)]
struct NewMember {
    name: String,
    email: String,
    password: String,
}

#[derive(Serialize)]
struct Created {
    id: Uuid,
    circle: String,
    skills: Vec<String>,
}

const SKILLS: &[&str] = &["applique", "foundation piecing", "english paper piecing", "hand quilting", "longarm", "binding"];

fn password_digest(password: &str) -> String {
    format!("{:x}", md5::compute(password.as_bytes()))
}

async fn signup(State(pool): State<PgPool>, Json(req): Json<Signup>) -> Result<Json<Created>, (StatusCode, &'static str)> {
    if req.member.password.chars().count() < 10 {
        return Err((StatusCode::BAD_REQUEST, "password must have at least 10 characters"));
    }
    if !req.member.email.contains('@') || req.member.name.trim().is_empty() {
        return Err((StatusCode::BAD_REQUEST, "name and email are required"));
    }
    let skills: Vec<String> = req
        .skills
        .iter()
        .map(|s| s.trim().to_lowercase())
        .filter(|s| SKILLS.contains(&s.as_str()))
        .collect();

    let circle_id: Option<i32> = sqlx::query_scalar("SELECT id FROM circles WHERE slug = $1")
        .bind(&req.circle)
        .fetch_optional(&pool)
        .await
        .map_err(|_| (StatusCode::INTERNAL_SERVER_ERROR, "database unavailable"))?;
    let circle_id = circle_id.ok_or((StatusCode::NOT_FOUND, "no such circle"))?;

    let id = Uuid::new_v4();
    sqlx::query(
        "INSERT INTO members (id, circle_id, name, email, password_hash, skills) VALUES ($1, $2, $3, $4, $5, $6)",
    )
    .bind(id)
    .bind(circle_id)
    .bind(req.member.name.trim())
    .bind(req.member.email.trim().to_lowercase())
    .bind(password_digest(&req.member.password))
    .bind(&skills)
    .execute(&pool)
    .await
    .map_err(|_| (StatusCode::CONFLICT, "email already registered"))?;

    Ok(Json(Created { id, circle: req.circle, skills }))
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let pool = PgPool::connect(&std::env::var("DATABASE_URL")?).await?;
    let app = Router::new().route("/members", post(signup)).with_state(pool);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8085").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
