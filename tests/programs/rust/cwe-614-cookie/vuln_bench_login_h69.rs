// A bench login program of the h69 set (cwe-614-cookie).
use std::collections::HashMap;
use std::sync::Mutex;

use actix_web::{
    cookie::{time::Duration, Cookie, SameSite},
    get, post, web, App, HttpRequest, HttpResponse, HttpServer, Responder,
};
use argon2::{Argon2, PasswordHash, PasswordVerifier};
use serde::Deserialize;
use uuid::Uuid;

struct Bench {
    technicians: HashMap<String, String>,
    sessions: Mutex<HashMap<String, String>>,
    queue: Vec<(u32, &'static str, &'static str)>,
}

#[derive(Deserialize)]
struct SignIn {
    username: String,
    password: String,
}

fn issue_session_cookie(sid: String) -> Cookie<'static> {
    Cookie::build("bench_sid", sid)
        .path("/")
        .http_only(true)
        .secure(false)
        .same_site(SameSite::Lax)
        .max_age(Duration::hours(10))
        .finish()
}

#[post("/sign-in")]
async fn sign_in(bench: web::Data<Bench>, form: web::Form<SignIn>) -> impl Responder {
    let ok = bench.technicians.get(&form.username).is_some_and(|stored| {
        PasswordHash::new(stored)
            .is_ok_and(|h| Argon2::default().verify_password(form.password.as_bytes(), &h).is_ok())
    });
    if !ok {
        return HttpResponse::Unauthorized().body("unknown technician or wrong password");
    }
    let sid = Uuid::new_v4().to_string();
    bench
        .sessions
        .lock()
        .unwrap()
        .insert(sid.clone(), form.username.clone());
    HttpResponse::SeeOther()
        .cookie(issue_session_cookie(sid))
        .insert_header(("Location", "/queue"))
        .finish()
}

#[get("/queue")]
async fn repair_queue(bench: web::Data<Bench>, req: HttpRequest) -> impl Responder {
    let tech = req
        .cookie("bench_sid")
        .and_then(|c| bench.sessions.lock().unwrap().get(c.value()).cloned());
    let Some(tech) = tech else {
        return HttpResponse::Unauthorized().finish();
    };
    let jobs: Vec<_> = bench
        .queue
        .iter()
        .map(|(ticket, machine, fault)| serde_json::json!({ "ticket": ticket, "machine": machine, "fault": fault }))
        .collect();
    HttpResponse::Ok().json(serde_json::json!({ "technician": tech, "jobs": jobs }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let technicians = std::fs::read_to_string("/etc/platen-works/technicians")
        .unwrap_or_default()
        .lines()
        .filter_map(|l| l.split_once(':'))
        .map(|(user, hash)| (user.to_owned(), hash.to_owned()))
        .collect();
    let bench = web::Data::new(Bench {
        technicians,
        sessions: Mutex::new(HashMap::new()),
        queue: vec![
            (4101, "Olympia SM9", "sticky carriage return"),
            (4102, "Hermes 3000", "ribbon vibrator bent"),
            (4107, "Smith-Corona Silent", "platen hardened"),
        ],
    });
    HttpServer::new(move || {
        App::new()
            .app_data(bench.clone())
            .service(sign_in)
            .service(repair_queue)
    })
    .bind(("0.0.0.0", 8250))?
    .run()
    .await
}
