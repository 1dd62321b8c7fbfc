// Rocket backend for the members area; the browser sends the private session cookie.
#[macro_use]
extern crate rocket;
use rocket::http::CookieJar;
use rocket_cors::{AllowedOrigins, CorsOptions};

#[get("/api/profile")]
fn profile(jar: &CookieJar<'_>) -> String {
    jar.get_private("member").map(|c| c.value().to_string()).unwrap_or_default()
}

#[launch]
fn rocket() -> _ {
    let cors = CorsOptions {
        allowed_origins: AllowedOrigins::all(),
        allow_credentials: true,
        ..Default::default()
    }
    .to_cors()
    .expect("cors");
    rocket::build().mount("/", routes![profile]).attach(cors)
}
