// Rocket markdown preview route echoing the posted text
#[macro_use]
extern crate rocket;
use rocket::data::{Data, ToByteUnit};
use rocket::response::content::RawHtml;

#[post("/preview/<post_id>", data = "<data>")]
async fn preview(post_id: u64, data: Data<'_>) -> Option<RawHtml<String>> {
    let text = data.open(64.kibibytes()).into_string().await.ok()?;
    Some(RawHtml(format!("<article data-post=\"{}\">{}</article>", post_id, text.into_inner())))
}

#[launch]
fn rocket() -> _ {
    rocket::build().mount("/", routes![preview])
}
