// Rocket route that renders a small public profile card for a community member.
#[macro_use]
extern crate rocket;

use rocket::response::content::RawHtml;
use rocket::State;
use std::collections::HashMap;
use std::sync::RwLock;

struct Member {
    display_name: String,
    bio: String,
    karma: i64,
}

struct Directory {
    members: RwLock<HashMap<String, Member>>,
}

struct CardView<'a> {
    title: &'a str,
    subtitle: String,
    karma: i64,
}

fn render_card(view: &CardView) -> String {
    format!(
        "<!doctype html><html><body><div class=\"card\"><h2>{}</h2><p>{}</p><span>{} karma</span></div></body></html>",
        html_escape::encode_text(view.title),
        html_escape::encode_text(&view.subtitle),
        view.karma
    )
}

#[get("/u/<handle>/card?<tagline>")]
fn profile_card(handle: &str, tagline: Option<String>, dir: &State<Directory>) -> Option<RawHtml<String>> {
    let members = dir.members.read().ok()?;
    let member = members.get(handle)?;
    let view = CardView {
        title: &member.display_name,
        subtitle: tagline.unwrap_or_else(|| member.bio.clone()),
        karma: member.karma,
    };
    Some(RawHtml(render_card(&view)))
}

#[launch]
fn rocket() -> _ {
    let mut seed = HashMap::new();
    seed.insert(
        "ada".to_string(),
        Member { display_name: "Ada L.".into(), bio: "Analytical engines".into(), karma: 1815 },
    );
    rocket::build()
        .manage(Directory { members: RwLock::new(seed) })
        .mount("/", routes![profile_card])
}
