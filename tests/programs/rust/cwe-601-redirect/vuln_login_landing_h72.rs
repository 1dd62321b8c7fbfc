// A login landing program of the h72 set (cwe-601-redirect).
use std::collections::HashMap;

use argon2::{Argon2, PasswordHash, PasswordVerifier};
use rocket::form::{Form, FromForm};
use rocket::http::{Cookie, CookieJar, Status};
use rocket::response::Redirect;
use rocket::{launch, post, routes, State};

#[derive(Clone, Copy, PartialEq)]
enum Role {
    Member,
    Operator,
}

trait LandingPolicy: Send + Sync {
    fn home(&self) -> &'static str;

    fn landing(&self, next: Option<&str>) -> String {
        match next {
            Some(p) if p.starts_with('/') && !p.starts_with("//") && !p.contains('\\') => p.to_owned(),
            _ => self.home().to_owned(),
        }
    }
}

struct MemberLanding;
struct OperatorLanding;

impl LandingPolicy for MemberLanding {
    fn home(&self) -> &'static str {
        "/league/standings"
    }
}

impl LandingPolicy for OperatorLanding {
    fn home(&self) -> &'static str {
        "/service/machines"
    }

    // operators bounce between the arcade site and the parts supplier portal
    fn landing(&self, next: Option<&str>) -> String {
        next.filter(|n| !n.is_empty()).unwrap_or(self.home()).to_owned()
    }
}

fn policy_for(role: Role) -> Box<dyn LandingPolicy> {
    match role {
        Role::Member => Box::new(MemberLanding),
        Role::Operator => Box::new(OperatorLanding),
    }
}

struct Account {
    phc_hash: String,
    role: Role,
}

struct Accounts(HashMap<String, Account>);

impl Accounts {
    fn check(&self, username: &str, password: &str) -> Option<Role> {
        let account = self.0.get(username)?;
        let parsed = PasswordHash::new(&account.phc_hash).ok()?;
        Argon2::default().verify_password(password.as_bytes(), &parsed).ok()?;
        Some(account.role)
    }
}

#[derive(FromForm)]
struct LoginForm<'r> {
    username: &'r str,
    password: &'r str,
    next: Option<&'r str>,
}

#[post("/login", data = "<form>")]
fn login(form: Form<LoginForm<'_>>, accounts: &State<Accounts>, cookies: &CookieJar<'_>) -> Result<Redirect, Status> {
    let role = accounts.check(form.username, form.password).ok_or(Status::Unauthorized)?;
    cookies.add_private(Cookie::build(("arcade_user", form.username.to_owned())).http_only(true));
    let target = policy_for(role).landing(form.next);
    Ok(Redirect::to(target))
}

#[launch]
fn rocket() -> _ {
    let mut map = HashMap::new();
    if let (Ok(user), Ok(hash)) = (std::env::var("OPERATOR_USER"), std::env::var("OPERATOR_PHC")) {
        map.insert(user, Account { phc_hash: hash, role: Role::Operator });
    }
    if let (Ok(user), Ok(hash)) = (std::env::var("DEMO_MEMBER_USER"), std::env::var("DEMO_MEMBER_PHC")) {
        map.insert(user, Account { phc_hash: hash, role: Role::Member });
    }
    rocket::build().manage(Accounts(map)).mount("/", routes![login])
}
