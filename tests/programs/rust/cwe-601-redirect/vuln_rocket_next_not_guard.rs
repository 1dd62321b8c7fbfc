// Rocket logout route returning to the page in the query
#[macro_use]
extern crate rocket;
use rocket::http::CookieJar;
use rocket::response::Redirect;

#[get("/logout?<next>")]
fn logout(next: Option<String>, jar: &CookieJar<'_>) -> Redirect {
    jar.remove_private("session");
    match next {
        Some(n) if n.starts_with('/') => Redirect::to(n),
        _ => Redirect::to("/"),
    }
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![logout])
}
