// Rocket logout route returning to one of the known pages
#[macro_use]
extern crate rocket;
use rocket::http::CookieJar;
use rocket::response::Redirect;

const PAGES: [&str; 3] = ["/", "/shop", "/help"];

#[get("/logout?<next>")]
fn logout(next: Option<String>, jar: &CookieJar<'_>) -> Redirect {
    jar.remove_private("session");
    match next {
        Some(n) if PAGES.contains(&n.as_str()) => Redirect::to(n),
        _ => Redirect::to("/"),
    }
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![logout])
}
