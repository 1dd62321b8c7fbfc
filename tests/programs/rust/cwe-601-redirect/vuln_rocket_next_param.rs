// Rocket login form handler that returns the user to the page given in `next`.
#[macro_use]
extern crate rocket;
use rocket::http::{Cookie, CookieJar};
use rocket::response::Redirect;

#[get("/login/finish?<user>&<next>")]
fn finish(user: &str, next: Option<String>, jar: &CookieJar<'_>) -> Redirect {
    jar.add_private(Cookie::new("user", user.to_string()));
    Redirect::to(next.unwrap_or_else(|| "/".to_string()))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![finish])
}
