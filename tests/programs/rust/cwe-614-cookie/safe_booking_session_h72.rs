// A booking session program of the h72 set (cwe-614-cookie).
use std::collections::HashMap;
use std::sync::Mutex;

use rand::distr::{Alphanumeric, SampleString};
use rocket::http::{Cookie, CookieJar, SameSite, Status};
use rocket::serde::json::Json;
use rocket::serde::Deserialize;
use rocket::time::Duration;
use rocket::{launch, post, routes, State};

trait SessionIssuer: Send + Sync {
    fn cookie_name(&self) -> &'static str;

    fn build_cookie(&self, token: String) -> Cookie<'static> {
        Cookie::build((self.cookie_name(), token))
            .path("/")
            .secure(true)
            .http_only(true)
            .same_site(SameSite::Lax)
            .build()
    }
}

struct PlayerIssuer;
struct GroupLeaderIssuer;

impl SessionIssuer for PlayerIssuer {
    fn cookie_name(&self) -> &'static str {
        "splat_player"
    }
}

impl SessionIssuer for GroupLeaderIssuer {
    fn cookie_name(&self) -> &'static str {
        "splat_leader"
    }

    // leaders plan bookings over several days, so their session outlives the browser
    fn build_cookie(&self, token: String) -> Cookie<'static> {
        Cookie::build((self.cookie_name(), token))
            .path("/")
            .max_age(Duration::days(14))
            .secure(true)
            .http_only(true)
            .same_site(SameSite::Lax)
            .build()
    }
}

#[derive(Default)]
struct Sessions(Mutex<HashMap<String, String>>);

impl Sessions {
    fn start(&self, issuer: &dyn SessionIssuer, who: &str) -> Option<Cookie<'static>> {
        let token = Alphanumeric.sample_string(&mut rand::rng(), 40);
        self.0.lock().ok()?.insert(token.clone(), who.to_owned());
        Some(issuer.build_cookie(token))
    }
}

#[derive(Deserialize)]
#[serde(crate = "rocket::serde")]
struct SignIn {
    booking_ref: String,
    email: String,
}

fn sign_in(issuer: &dyn SessionIssuer, body: &SignIn, sessions: &Sessions, jar: &CookieJar<'_>) -> Status {
    if body.booking_ref.len() != 8 || !body.email.contains('@') {
        return Status::Unauthorized;
    }
    match sessions.start(issuer, &format!("{}:{}", body.booking_ref, body.email)) {
        Some(cookie) => {
            jar.add(cookie);
            Status::NoContent
        }
        None => Status::ServiceUnavailable,
    }
}

#[post("/session/player", data = "<body>")]
fn player_session(body: Json<SignIn>, sessions: &State<Sessions>, jar: &CookieJar<'_>) -> Status {
    sign_in(&PlayerIssuer, &body, sessions, jar)
}

#[post("/session/leader", data = "<body>")]
fn leader_session(body: Json<SignIn>, sessions: &State<Sessions>, jar: &CookieJar<'_>) -> Status {
    sign_in(&GroupLeaderIssuer, &body, sessions, jar)
}

#[launch]
fn rocket() -> _ {
    rocket::build().manage(Sessions::default()).mount("/", routes![player_session, leader_session])
}
