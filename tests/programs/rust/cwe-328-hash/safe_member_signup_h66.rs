// A member signup program of the h66 set (cwe-328-hash).
// Willow & Rush basket weavers' guild: sign-up for the members' area, where
// members download patterns and book places on willow courses.
use rand::distributions::Alphanumeric;
use rand::Rng;
use rusqlite::{params, Connection};
use sha2::Sha256;
use std::collections::HashMap;
use std::io::Read;
use tiny_http::{Method, Response, Server};

const DB_PATH: &str = "/var/lib/willowrush/members.db";
const MIN_PASSWORD_LEN: usize = 10;
const PBKDF2_ROUNDS: u32 = 210_000;

fn new_salt() -> String {
    rand::thread_rng()
        .sample_iter(&Alphanumeric)
        .take(16)
        .map(char::from)
        .collect()
}

fn password_digest(password: &str, salt: &str) -> String {
    let mut digest = [0u8; 32];
    pbkdf2::pbkdf2_hmac::<Sha256>(password.as_bytes(), salt.as_bytes(), PBKDF2_ROUNDS, &mut digest);
    hex::encode(digest)
}

fn username_ok(u: &str) -> bool {
    u.len() >= 3 && u.len() <= 32 && u.chars().all(|c| c.is_ascii_alphanumeric() || c == '_')
}

fn register(conn: &Connection, form: &HashMap<String, String>) -> Result<String, String> {
    let user = form.get("username").map(|s| s.trim().to_lowercase()).unwrap_or_default();
    let password = form.get("password").cloned().unwrap_or_default();
    let email = form.get("email").map(|s| s.trim().to_string()).unwrap_or_default();

    if !username_ok(&user) {
        return Err("usernames are 3-32 letters, digits or underscores".to_string());
    }
    if password.len() < MIN_PASSWORD_LEN {
        return Err(format!("passwords need at least {} characters", MIN_PASSWORD_LEN));
    }
    if !email.contains('@') {
        return Err("please give an e-mail address".to_string());
    }

    let salt = new_salt();
    let hash = password_digest(&password, &salt);
    conn.execute(
        "INSERT INTO members (username, email, salt, pw_hash) VALUES (?1, ?2, ?3, ?4)",
        params![user, email, salt, hash],
    )
    .map_err(|_| "that username is already taken".to_string())?;
    Ok(user)
}

fn main() {
    let conn = Connection::open(DB_PATH).expect("members database");
    let server = Server::http("127.0.0.1:8042").unwrap();

    for mut request in server.incoming_requests() {
        if *request.method() != Method::Post || request.url() != "/register" {
            let _ = request.respond(Response::from_string("not found").with_status_code(404));
            continue;
        }
        let mut body = String::new();
        if request.as_reader().take(16 * 1024).read_to_string(&mut body).is_err() {
            let _ = request.respond(Response::from_string("bad form").with_status_code(400));
            continue;
        }
        let form: HashMap<String, String> = url::form_urlencoded::parse(body.as_bytes()).into_owned().collect();
        let resp = match register(&conn, &form) {
            Ok(user) => Response::from_string(format!("welcome to the guild, {}\n", user)),
            Err(msg) => Response::from_string(msg).with_status_code(400),
        };
        let _ = request.respond(resp);
    }
}
