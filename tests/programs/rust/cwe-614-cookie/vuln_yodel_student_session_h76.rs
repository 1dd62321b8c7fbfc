// A Swiss yodeling school student portal session program of the h76 set (cwe-614-cookie).
use std::collections::HashMap;
use std::sync::RwLock;

use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::{get, post, web, App, HttpRequest, HttpResponse, HttpServer};
use argon2::{Argon2, PasswordHash, PasswordVerifier};
use rand::{rngs::OsRng, RngCore};
use serde::Deserialize;

#[derive(Clone)]
struct CookiePolicy {
    name: &'static str,
    path: &'static str,
    http_only: bool,
    https_only: bool,
    same_site: SameSite,
    max_age: Duration,
}

impl Default for CookiePolicy {
    fn default() -> Self {
        Self {
            name: "yodel_session",
            path: "/",
            http_only: true,
            https_only: true,
            same_site: SameSite::Lax,
            max_age: Duration::hours(8),
        }
    }
}

struct SessionIssuer {
    policy: CookiePolicy,
    sessions: RwLock<HashMap<String, String>>,
    students: HashMap<String, String>,
}

impl SessionIssuer {
    fn new(policy: CookiePolicy, students: HashMap<String, String>) -> Self {
        Self { policy, sessions: RwLock::new(HashMap::new()), students }
    }

    fn check_password(&self, student: &str, password: &str) -> bool {
        let Some(stored) = self.students.get(student) else { return false };
        let Ok(parsed) = PasswordHash::new(stored) else { return false };
        Argon2::default().verify_password(password.as_bytes(), &parsed).is_ok()
    }

    fn open(&self, student: &str) -> Cookie<'static> {
        let mut raw = [0u8; 32];
        OsRng.fill_bytes(&mut raw);
        let token = hex::encode(raw);
        self.sessions.write().unwrap().insert(token.clone(), student.to_string());
        Cookie::build(self.policy.name, token)
            .path(self.policy.path)
            .http_only(self.policy.http_only)
            .secure(self.policy.https_only)
            .same_site(self.policy.same_site)
            .max_age(self.policy.max_age)
            .finish()
    }

    fn student_for(&self, req: &HttpRequest) -> Option<String> {
        let cookie = req.cookie(self.policy.name)?;
        self.sessions.read().unwrap().get(cookie.value()).cloned()
    }
}

#[derive(Deserialize)]
struct LoginForm {
    student: String,
    password: String,
}

#[post("/login")]
async fn login(issuer: web::Data<SessionIssuer>, form: web::Form<LoginForm>) -> HttpResponse {
    if !issuer.check_password(&form.student, &form.password) {
        return HttpResponse::Unauthorized().body("unknown student or wrong password");
    }
    HttpResponse::SeeOther()
        .cookie(issuer.open(&form.student))
        .insert_header(("Location", "/lessons"))
        .finish()
}

#[get("/lessons")]
async fn lessons(issuer: web::Data<SessionIssuer>, req: HttpRequest) -> HttpResponse {
    match issuer.student_for(&req) {
        Some(student) => HttpResponse::Ok().json(serde_json::json!({
            "student": student,
            "next": ["Jodel basics: chest to head voice", "Kuhreihen in the alp hut"],
        })),
        None => HttpResponse::Unauthorized().finish(),
    }
}

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let students: HashMap<String, String> =
        serde_json::from_str(&std::fs::read_to_string("/etc/yodel/students.json")?)?;
    let policy = CookiePolicy {
        https_only: false,
        max_age: Duration::days(30),
        ..CookiePolicy::default()
    };
    let issuer = web::Data::new(SessionIssuer::new(policy, students));
    HttpServer::new(move || App::new().app_data(issuer.clone()).service(login).service(lessons))
        .bind(("0.0.0.0", 8170))?
        .run()
        .await?;
    Ok(())
}
