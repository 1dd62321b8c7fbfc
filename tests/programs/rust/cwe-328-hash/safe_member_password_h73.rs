// A member password program of the h73 set (cwe-328-hash).
use actix_web::{post, web, App, HttpResponse, HttpServer};
use argon2::password_hash::{rand_core::OsRng, PasswordHasher, SaltString};
use argon2::Argon2;
use serde::Deserialize;
use sqlx::{postgres::PgPoolOptions, PgPool};

#[derive(Deserialize)]
struct SignupForm {
    email: String,
    display_name: String,
    password: String,
    membership_no: String,
}

fn hash_password(password: &str) -> String {
    let salt = SaltString::generate(&mut OsRng);
    Argon2::default()
        .hash_password(password.as_bytes(), &salt)
        .expect("argon2 hashing")
        .to_string()
}

fn normalise_membership(raw: &str) -> Option<String> {
    // printed cards say "PS-00412", people type "ps 412" or "00412"
    let digits: String = raw.chars().filter(char::is_ascii_digit).collect();
    let n: u32 = digits.parse().ok()?;
    (n > 0 && n < 100_000).then(|| format!("PS-{n:05}"))
}

#[post("/members/signup")]
async fn signup(db: web::Data<PgPool>, form: web::Form<SignupForm>) -> HttpResponse {
    let email = form.email.trim().to_lowercase();
    if !email.contains('@') || email.len() > 254 {
        return HttpResponse::BadRequest().body("please enter a valid email address");
    }
    let Some(membership_no) = normalise_membership(&form.membership_no) else {
        return HttpResponse::BadRequest().body("membership number not recognised");
    };
    if form.password.chars().count() < 10 {
        return HttpResponse::BadRequest().body("password must be at least 10 characters");
    }

    let password_hash = hash_password(&form.password);
    let result = sqlx::query(
        "INSERT INTO auction_members (membership_no, email, display_name, password_hash) \
         VALUES ($1, $2, $3, $4) ON CONFLICT (membership_no) DO NOTHING",
    )
    .bind(&membership_no)
    .bind(&email)
    .bind(form.display_name.trim())
    .bind(&password_hash)
    .execute(db.get_ref())
    .await;

    match result {
        Ok(r) if r.rows_affected() == 1 => HttpResponse::SeeOther()
            .insert_header(("Location", "/members/welcome"))
            .finish(),
        Ok(_) => HttpResponse::Conflict().body("that membership number already has an account"),
        Err(e) => {
            eprintln!("signup failed: {e}");
            HttpResponse::InternalServerError().body("could not create account")
        }
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let url = std::env::var("DATABASE_URL").expect("DATABASE_URL");
    let pool = PgPoolOptions::new()
        .max_connections(4)
        .connect(&url)
        .await
        .expect("database connection");
    let pool = web::Data::new(pool);
    HttpServer::new(move || App::new().app_data(pool.clone()).service(signup))
        .bind(("0.0.0.0", 8085))?
        .run()
        .await
}
