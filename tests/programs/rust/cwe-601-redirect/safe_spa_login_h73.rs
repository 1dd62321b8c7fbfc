// A spa login program of the h73 set (cwe-601-redirect).
use argon2::{Argon2, PasswordHash, PasswordVerifier};
use axum::{
    extract::{Form, State},
    http::{header, StatusCode},
    response::{IntoResponse, Redirect, Response},
    routing::post,
    Router,
};
use percent_encoding::percent_decode_str;
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::Arc;
use url::Url;

const PORTAL_ORIGIN: &str = "https://stay.sulphurcreekspa.com/";

struct Portal {
    // guest email -> argon2 PHC string
    guests: HashMap<String, String>,
}

#[derive(Deserialize)]
struct LoginForm {
    email: String,
    password: String,
    /// page to come back to; the booking widget encodes it once more before posting
    #[serde(default)]
    next: String,
}

fn password_ok(portal: &Portal, email: &str, password: &str) -> bool {
    let Some(stored) = portal.guests.get(email) else {
        return false;
    };
    PasswordHash::new(stored)
        .map(|h| Argon2::default().verify_password(password.as_bytes(), &h).is_ok())
        .unwrap_or(false)
}

fn landing_page(next: &str) -> String {
    let decoded = percent_decode_str(next.trim()).decode_utf8_lossy().into_owned();
    let base = Url::parse(PORTAL_ORIGIN).expect("portal origin");
    match base.join(&decoded) {
        Ok(url)
            if decoded.starts_with('/')
                && url.origin() == base.origin()
                && !url.path().starts_with("//") =>
        {
            let mut local = url.path().to_string();
            if let Some(q) = url.query() {
                local.push('?');
                local.push_str(q);
            }
            local
        }
        _ => "/my-stay".to_string(),
    }
}

async fn login(State(portal): State<Arc<Portal>>, Form(form): Form<LoginForm>) -> Response {
    let email = form.email.trim().to_lowercase();
    if !password_ok(&portal, &email, &form.password) {
        return (StatusCode::UNAUTHORIZED, "email or password incorrect").into_response();
    }
    let target = landing_page(&form.next);
    let session = format!(
        "springs_guest={}; Path=/; HttpOnly; Secure; SameSite=Lax",
        uuid::Uuid::new_v4()
    );
    ([(header::SET_COOKIE, session)], Redirect::to(&target)).into_response()
}

fn load_guests(path: &str) -> std::io::Result<HashMap<String, String>> {
    let text = std::fs::read_to_string(path)?;
    Ok(text
        .lines()
        .filter_map(|line| line.split_once('\t'))
        .map(|(email, phc)| (email.trim().to_lowercase(), phc.trim().to_string()))
        .collect())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let guests = load_guests("/etc/sulphurcreek/guests.tsv")?;
    let portal = Arc::new(Portal { guests });
    let app = Router::new().route("/login", post(login)).with_state(portal);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8060").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
