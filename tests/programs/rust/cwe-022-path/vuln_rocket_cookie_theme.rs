// Rocket stylesheet route: the theme folder comes from the user's cookie
#[macro_use]
extern crate rocket;
use rocket::http::{ContentType, CookieJar};

#[get("/css/<page>")]
fn stylesheet(page: &str, jar: &CookieJar<'_>) -> Option<(ContentType, String)> {
    if !page.chars().all(|c| c.is_ascii_alphanumeric()) {
        return None;
    }
    let theme = jar.get("theme").map(|c| c.value().to_string()).unwrap_or_else(|| "light".into());
    let css = std::fs::read_to_string(format!("/srv/themes/{}/{}.css", theme, page)).ok()?;
    Some((ContentType::CSS, css))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![stylesheet])
}
