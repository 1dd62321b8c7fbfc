// A fireworks crew passes program of the h64 set (cwe-330-random).
use actix_web::{error, post, web, App, HttpResponse, HttpServer};
use chrono::{Duration, Utc};
use serde::{Deserialize, Serialize};
use sqlx::PgPool;
use std::collections::BTreeMap;

// Gate passes for the firing-site exclusion zone on a display night. Each crew
// member gets a one-night code that the marshal scans at the fence.
#[derive(Deserialize)]
struct PassRequest {
    crew: Vec<CrewMember>,
    valid_hours: u8,
}

#[derive(Deserialize)]
struct CrewMember {
    name: String,
    role: String,
}

#[derive(Serialize)]
struct IssuedPass {
    name: String,
    role: String,
    code: String,
}

const ROLES: &[&str] = &["shooter", "loader", "marshal", "site_supervisor", "electrician"];

fn pass_code() -> String {
    let mut rng = fastrand::Rng::new();
    (0..16).map(|_| rng.alphanumeric()).collect()
}

#[post("/displays/{display_id}/passes")]
async fn issue_passes(
    pool: web::Data<PgPool>,
    path: web::Path<i64>,
    req: web::Json<PassRequest>,
) -> actix_web::Result<HttpResponse> {
    let display_id = path.into_inner();
    let hours = i64::from(req.valid_hours.clamp(1, 12));
    let expires = Utc::now() + Duration::hours(hours);

    let mut by_role: BTreeMap<&str, Vec<IssuedPass>> = BTreeMap::new();
    for member in &req.crew {
        let role = member.role.trim().to_lowercase();
        let Some(role) = ROLES.iter().copied().find(|r| *r == role) else {
            return Err(error::ErrorBadRequest(format!("unknown role for {}", member.name)));
        };
        let code = pass_code();
        sqlx::query("INSERT INTO gate_passes (display_id, holder, role, code, expires_at) VALUES ($1, $2, $3, $4, $5)")
            .bind(display_id)
            .bind(member.name.trim())
            .bind(role)
            .bind(&code)
            .bind(expires)
            .execute(pool.get_ref())
            .await
            .map_err(error::ErrorInternalServerError)?;
        by_role.entry(role).or_default().push(IssuedPass {
            name: member.name.trim().to_string(),
            role: role.to_string(),
            code,
        });
    }
    Ok(HttpResponse::Created().json(by_role))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let url = std::env::var("DATABASE_URL").expect("DATABASE_URL must be set");
    let pool = PgPool::connect(&url).await.expect("database");
    let pool = web::Data::new(pool);
    HttpServer::new(move || App::new().app_data(pool.clone()).service(issue_passes))
        .bind(("127.0.0.1", 8086))?
        .run()
        .await
}
