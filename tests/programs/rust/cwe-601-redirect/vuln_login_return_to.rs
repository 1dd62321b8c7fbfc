// Rocket login handler that signs the user in and sends them back to the page they came from.
use rocket::{
    form::Form,
    http::{Cookie, CookieJar},
    post,
    response::Redirect,
    FromForm, State,
};

pub struct Accounts {
    pub users: std::collections::HashMap<String, String>,
}

#[derive(FromForm)]
pub struct LoginForm {
    username: String,
    password: String,
    next: Option<String>,
}

fn return_target(next: Option<&str>) -> String {
    match next {
        Some(n) if n.starts_with('/') => n.to_string(),
        _ => "/dashboard".to_string(),
    }
}

fn credentials_ok(accounts: &Accounts, user: &str, pass: &str) -> bool {
    accounts
        .users
        .get(user)
        .map(|stored| argon2::verify_encoded(stored, pass.as_bytes()).unwrap_or(false))
        .unwrap_or(false)
}

#[post("/login", data = "<form>")]
pub fn login(form: Form<LoginForm>, accounts: &State<Accounts>, cookies: &CookieJar<'_>) -> Redirect {
    if !credentials_ok(accounts, &form.username, &form.password) {
        return Redirect::to("/login?error=1");
    }
    cookies.add_private(Cookie::new("user", form.username.clone()));
    let target = return_target(form.next.as_deref());
    Redirect::to(target)
}
