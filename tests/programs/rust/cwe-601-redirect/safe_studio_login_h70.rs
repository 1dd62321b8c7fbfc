// A studio login program of the h70 set (cwe-601-redirect).
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::Arc;
use warp::http::{header, Response, StatusCode, Uri};
use warp::Filter;

#[derive(Deserialize)]
struct LoginForm {
    username: String,
    password: String,
    next: Option<String>,
}

struct Staff {
    // username -> bcrypt hash, loaded from the studio's staff file
    hashes: HashMap<String, String>,
}

impl Staff {
    fn load(path: &str) -> Self {
        let hashes = std::fs::read_to_string(path)
            .unwrap_or_default()
            .lines()
            .filter_map(|l| l.split_once(':'))
            .map(|(u, h)| (u.trim().to_lowercase(), h.trim().to_string()))
            .collect();
        Staff { hashes }
    }

    fn check(&self, user: &str, password: &str) -> bool {
        self.hashes
            .get(&user.to_lowercase())
            .map(|h| bcrypt::verify(password, h).unwrap_or(false))
            .unwrap_or(false)
    }
}

fn landing_page(form: &LoginForm) -> String {
    form.next
        .as_deref()
        .map(str::trim)
        // paths on this host only
        .filter(|n| n.starts_with('/') && !n.starts_with("//") && !n.contains('\\'))
        .map(str::to_string)
        .unwrap_or_else(|| "/jobs/today".to_string())
}

fn session_cookie(user: &str) -> String {
    let id: String = format!("{:032x}", rand::random::<u128>());
    println!("session {id} for {user}");
    format!("studio_sid={id}; Path=/; HttpOnly; Secure; SameSite=Lax")
}

async fn login(form: LoginForm, staff: Arc<Staff>) -> Result<Response<String>, warp::Rejection> {
    if !staff.check(&form.username, &form.password) {
        return Ok(Response::builder()
            .status(StatusCode::UNAUTHORIZED)
            .body("wrong username or password".into())
            .unwrap());
    }

    let target = landing_page(&form)
        .parse::<Uri>()
        .unwrap_or_else(|_| Uri::from_static("/jobs/today"));

    Ok(Response::builder()
        .status(StatusCode::SEE_OTHER)
        .header(header::LOCATION, target.to_string())
        .header(header::SET_COOKIE, session_cookie(&form.username))
        .body(String::new())
        .unwrap())
}

#[tokio::main]
async fn main() {
    let staff = Arc::new(Staff::load("/etc/signshop/staff.htpasswd"));
    let with_staff = warp::any().map(move || staff.clone());

    let route = warp::path!("login")
        .and(warp::post())
        .and(warp::body::form())
        .and(with_staff)
        .and_then(login);

    warp::serve(route).run(([0, 0, 0, 0], 8044)).await;
}
