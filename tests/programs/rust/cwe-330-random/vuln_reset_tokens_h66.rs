// A reset tokens program of the h66 set (cwe-330-random).
#![feature(proc_macro_hygiene, decl_macro)]
// Lantern Lane puppet theatre: season-ticket holders who forgot their password
// ask for a reset link. The mailer job picks up new rows in reset_tokens and
// sends https://lanternlane.org.uk/password/new?token=... to the member.
#[macro_use]
extern crate rocket;

use rand::distributions::Alphanumeric;
use rand::rngs::SmallRng;
use rand::{Rng, SeedableRng};
use rocket::request::Form;
use rusqlite::{params, Connection};
use std::time::{SystemTime, UNIX_EPOCH};

const DB_PATH: &str = "/var/lib/lanternlane/members.db";
const TOKEN_LEN: usize = 32;
const TOKEN_TTL_SECS: u64 = 3600;

#[derive(FromForm)]
struct ResetRequest {
    email: String,
}

fn now_secs() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_secs())
        .unwrap_or(0)
}

fn new_reset_token() -> String {
    let mut rng = SmallRng::seed_from_u64(now_secs());
    (&mut rng)
        .sample_iter(&Alphanumeric)
        .take(TOKEN_LEN)
        .map(char::from)
        .collect()
}

#[post("/password/reset", data = "<form>")]
fn request_reset(form: Form<ResetRequest>) -> &'static str {
    let reply = "If that address belongs to a season-ticket holder, a reset link is on its way.";
    let email = form.email.trim().to_lowercase();
    let conn = match Connection::open(DB_PATH) {
        Ok(c) => c,
        Err(_) => return "The box office system is busy, please try again shortly.",
    };

    let member: Option<i64> = conn
        .query_row("SELECT id FROM members WHERE email = ?1", params![email], |r| r.get(0))
        .ok();

    if let Some(id) = member {
        let token = new_reset_token();
        let expires = (now_secs() + TOKEN_TTL_SECS) as i64;
        if let Err(e) = conn.execute(
            "INSERT INTO reset_tokens (member_id, token, expires_at) VALUES (?1, ?2, ?3)",
            params![id, token, expires],
        ) {
            eprintln!("could not store reset token: {}", e);
        }
    }
    reply
}

fn main() {
    rocket::ignite().mount("/", routes![request_reset]).launch();
}
