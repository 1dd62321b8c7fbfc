// A bowling league captain login program of the h62 set (cwe-614-cookie).
// Bowling alley league site: team captains redeem the invite code from their
// season email and get a session for entering weekly scores.
use actix_web::cookie::{time::Duration, Cookie, SameSite};
use actix_web::{post, web, App, HttpResponse, HttpServer, Responder};
use serde::Deserialize;
use std::collections::HashMap;
use std::sync::Mutex;
use uuid::Uuid;

const SESSION_COOKIE: &str = "league_session";

#[derive(Deserialize)]
struct Redeem {
    invite_code: String,
}

#[derive(Default)]
struct League {
    invites: Mutex<HashMap<String, String>>,
    sessions: Mutex<HashMap<String, String>>,
}

impl League {
    fn redeem(&self, code: &str) -> Option<String> {
        let team = self.invites.lock().ok()?.remove(code.trim())?;
        let sid = Uuid::new_v4().simple().to_string();
        self.sessions.lock().ok()?.insert(sid.clone(), team);
        Some(sid)
    }
}

fn session_cookie(sid: String) -> Cookie<'static> {
    Cookie::build(SESSION_COOKIE, sid)
        .path("/league")
        .max_age(Duration::hours(12))
        .same_site(SameSite::Lax)
        .secure(false)
        .http_only(false)
        .finish()
}

#[post("/league/login")]
async fn login(league: web::Data<League>, form: web::Form<Redeem>) -> impl Responder {
    league
        .redeem(&form.invite_code)
        .map(session_cookie)
        .map(|c| HttpResponse::SeeOther().cookie(c).append_header(("Location", "/league/scores")).finish())
        .unwrap_or_else(|| HttpResponse::Unauthorized().body("invite code not recognised"))
}

fn load_invites(league: &League) {
    let path = std::env::var("LEAGUE_INVITES").unwrap_or_else(|_| "/srv/league/invites.csv".into());
    let rows = std::fs::read_to_string(path).unwrap_or_default();
    let mut invites = league.invites.lock().expect("invites lock");
    invites.extend(rows.lines().filter_map(|l| {
        let (code, team) = l.split_once(',')?;
        Some((code.trim().to_string(), team.trim().to_string()))
    }));
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let league = web::Data::new(League::default());
    load_invites(&league);
    HttpServer::new(move || App::new().app_data(league.clone()).service(login))
        .bind(("0.0.0.0", 8088))?
        .run()
        .await
}
