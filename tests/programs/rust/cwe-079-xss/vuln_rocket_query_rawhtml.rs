// Rocket search page echoing the query
#[macro_use]
extern crate rocket;

use rocket::response::content::RawHtml;

#[get("/search?<q>&<page>")]
fn search(q: String, page: Option<u32>) -> RawHtml<String> {
    RawHtml(format!("<h2>Results for {}</h2><p>page {}</p>", q, page.unwrap_or(1)))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![search])
}
