// Rocket route sending the visitor back to the page they came from
#[macro_use]
extern crate rocket;
use rocket::request::{FromRequest, Outcome, Request};
use rocket::response::Redirect;

struct Referer(String);

#[rocket::async_trait]
impl<'r> FromRequest<'r> for Referer {
    type Error = ();
    async fn from_request(req: &'r Request<'_>) -> Outcome<Self, ()> {
        match req.headers().get_one("Referer") {
            Some(r) => Outcome::Success(Referer(r.to_string())),
            None => Outcome::Forward(rocket::http::Status::NotFound),
        }
    }
}

#[get("/lang/<code>")]
fn set_lang(code: &str, back: Referer) -> Redirect {
    let _ = code;
    Redirect::to(back.0)
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![set_lang])
}
