// A workshop session program of the h73 set (cwe-614-cookie).
use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::{post, web, App, HttpResponse, HttpServer};
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine as _};
use hmac::{Hmac, Mac};
use serde::{Deserialize, Serialize};
use sha2::Sha256;

type HmacSha256 = Hmac<Sha256>;

struct Signer {
    key: Vec<u8>,
}

#[derive(Deserialize)]
struct SignIn {
    attendee_code: String,
    workshop: String,
}

#[derive(Serialize)]
struct SessionData<'a> {
    attendee: &'a str,
    workshop: &'a str,
    issued: u64,
}

impl Signer {
    fn token(&self, data: &SessionData) -> String {
        let json = serde_json::to_vec(data).expect("session json");
        let mut mac = HmacSha256::new_from_slice(&self.key).expect("hmac key");
        mac.update(&json);
        let sig = mac.finalize().into_bytes();
        let mut out = URL_SAFE_NO_PAD.encode(&json);
        out.push('.');
        out.push_str(&URL_SAFE_NO_PAD.encode(sig));
        out
    }
}

fn normalise_code(raw: &str) -> Option<String> {
    // codes are printed as "FOLD-1234-AB" but attendees often skip the dashes
    let compact: String = raw.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
    let compact = compact.to_ascii_uppercase();
    let rest = compact.strip_prefix("FOLD")?;
    (rest.len() == 6).then(|| format!("FOLD-{}-{}", &rest[..4], &rest[4..]))
}

#[post("/workshops/sign-in")]
async fn sign_in(signer: web::Data<Signer>, form: web::Form<SignIn>) -> HttpResponse {
    let Some(attendee) = normalise_code(&form.attendee_code) else {
        return HttpResponse::BadRequest().body("attendee code not recognised");
    };
    let workshop = form.workshop.trim().to_lowercase();
    if workshop.is_empty() || !workshop.chars().all(|c| c.is_ascii_alphanumeric() || c == '-') {
        return HttpResponse::BadRequest().body("unknown workshop");
    }
    let issued = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or_default();
    let token = signer.token(&SessionData { attendee: &attendee, workshop: &workshop, issued });

    let cookie = Cookie::build("fold_session", token)
        .path("/")
        .max_age(Duration::hours(10))
        .secure(true)
        .http_only(true)
        .same_site(SameSite::Lax)
        .finish();
    HttpResponse::SeeOther()
        .cookie(cookie)
        .insert_header(("Location", format!("/workshops/{workshop}/seat")))
        .finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let key = std::env::var("SESSION_SIGNING_KEY").expect("SESSION_SIGNING_KEY").into_bytes();
    let signer = web::Data::new(Signer { key });
    HttpServer::new(move || App::new().app_data(signer.clone()).service(sign_in))
        .bind(("0.0.0.0", 8087))?
        .run()
        .await
}
