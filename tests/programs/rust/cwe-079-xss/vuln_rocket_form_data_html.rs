// Rocket comment preview route
#[macro_use]
extern crate rocket;
use rocket::response::content::RawHtml;

#[post("/preview/<post_id>", data = "<body>")]
fn preview(post_id: u64, body: String) -> RawHtml<String> {
    RawHtml(format!("<article data-post=\"{}\">{}</article>", post_id, body))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![preview])
}
