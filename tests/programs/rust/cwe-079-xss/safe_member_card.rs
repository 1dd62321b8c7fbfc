// Renders a member profile card preview page from query parameters.
use std::collections::HashMap;
use std::sync::Arc;

use handlebars::Handlebars;
use serde_json::json;
use warp::Filter;

const CARD_TEMPLATE: &str = r#"<!doctype html>
<html><body>
  <div class="card">
    <h2>{{display_name}}</h2>
    <p class="tagline">{{tagline}}</p>
  </div>
</body></html>"#;

fn build_renderer() -> Handlebars<'static> {
    let mut hb = Handlebars::new();
    hb.register_escape_fn(handlebars::html_escape);
    hb.register_template_string("card", CARD_TEMPLATE)
        .expect("card template compiles");
    hb
}

fn render_card(hb: &Handlebars<'_>, member: &str, params: &HashMap<String, String>) -> String {
    let tagline = params.get("tagline").cloned().unwrap_or_default();
    let data = json!({ "display_name": member, "tagline": tagline });
    hb.render("card", &data)
        .unwrap_or_else(|_| String::from("<p>card unavailable</p>"))
}

#[tokio::main]
async fn main() {
    let hb = Arc::new(build_renderer());
    let card = warp::path!("members" / String / "card")
        .and(warp::get())
        .and(warp::query::<HashMap<String, String>>())
        .map(move |member: String, params: HashMap<String, String>| {
            warp::reply::html(render_card(&hb, &member, &params))
        });
    warp::serve(card).run(([0, 0, 0, 0], 3030)).await;
}
