// A tasting board program of the h66 set (cwe-079-xss).
// Orchard Press cider makers: tasting-room board. Staff type in a guest's
// tasting note and preview how it will look on the screen above the bar.
use gotham::helpers::http::response::create_response;
use gotham::router::builder::*;
use gotham::router::Router;
use gotham::state::{FromState, State};
use handlebars::Handlebars;
use hyper::{Body, Response, StatusCode, Uri};
use serde_json::json;

const BOARD: &str = "<html><body style=\"background:#2b1d0e;color:#f3e3c3\">\
<h1>{{batch}}</h1>\
<h2>Tasting note from {{guest}}</h2>\
<p class=\"note\">{{note}}</p>\
<p>Rating: {{stars}} / 5</p>\
</body></html>";

static BATCHES: &[&str] = &["Kingston Black 2019", "Dabinett & Yarlington Mill", "Perry: Blakeney Red"];

fn query_value(query: &str, key: &str) -> String {
    for (k, v) in url::form_urlencoded::parse(query.as_bytes()) {
        if k == key {
            return v.into_owned();
        }
    }
    String::new()
}

fn registry() -> Handlebars<'static> {
    let mut hb = Handlebars::new();
    hb.register_escape_fn(handlebars::no_escape);
    hb.register_template_string("board", BOARD).expect("board template");
    hb
}

fn board_preview(state: State) -> (State, Response<Body>) {
    let query = Uri::borrow_from(&state).query().unwrap_or("").to_string();
    let batch_idx: usize = query_value(&query, "batch").parse().unwrap_or(0);
    let batch = BATCHES.get(batch_idx).cloned().unwrap_or(BATCHES[0]);
    let guest = query_value(&query, "guest");
    let note = query_value(&query, "note");
    let stars: u8 = query_value(&query, "stars").parse().unwrap_or(0);
    let stars = if stars > 5 { 5 } else { stars };

    let hb = registry();
    let data = json!({
        "batch": batch,
        "guest": guest,
        "note": note,
        "stars": stars,
    });
    let body = match hb.render("board", &data) {
        Ok(html) => html,
        Err(e) => {
            eprintln!("board render failed: {}", e);
            let res = create_response(&state, StatusCode::INTERNAL_SERVER_ERROR, mime::TEXT_PLAIN, "render failed");
            return (state, res);
        }
    };
    let res = create_response(&state, StatusCode::OK, mime::TEXT_HTML_UTF_8, body);
    (state, res)
}

fn router() -> Router {
    build_simple_router(|route| {
        route.get("/board/preview").to(board_preview);
    })
}

fn main() {
    let addr = "127.0.0.1:7878";
    println!("tasting board on http://{}", addr);
    gotham::start(addr, router());
}
