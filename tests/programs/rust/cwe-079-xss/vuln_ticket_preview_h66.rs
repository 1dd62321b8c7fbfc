// A ticket preview program of the h66 set (cwe-079-xss).
// Rush & Cane chair caning workshop: customers preview the note they will attach
// to a repair ticket (seat pattern wishes, delivery details) before sending it.
use std::collections::HashMap;
use tera::{Context, Tera};
use warp::Filter;

const PREVIEW_PAGE: &str = r#"<html><head><title>Ticket {{ ticket }}</title></head><body>
<h1>Repair ticket {{ ticket }}</h1>
<p>Chair: {{ style }}</p>
<p>Seat weave: {{ weave }}</p>
<h2>Your note</h2>
<blockquote>{{ note }}</blockquote>
<form method="post" action="/tickets/{{ ticket }}/note">
<input type="hidden" name="note" value="{{ note }}">
<button>Send note to the workshop</button>
</form>
</body></html>"#;

struct Ticket {
    style: &'static str,
    weave: &'static str,
}

fn lookup(id: u32) -> Option<Ticket> {
    match id {
        1041 => Some(Ticket { style: "Victorian balloon-back", weave: "traditional six-way" }),
        1042 => Some(Ticket { style: "Bentwood bistro", weave: "pre-woven sheet cane" }),
        1057 => Some(Ticket { style: "Shaker rocker", weave: "Danish cord" }),
        _ => None,
    }
}

fn render_preview(id: u32, params: HashMap<String, String>) -> Result<warp::reply::Html<String>, warp::Rejection> {
    let t = match lookup(id) {
        Some(t) => t,
        None => return Err(warp::reject::not_found()),
    };
    let note = params.get("note").cloned().unwrap_or_default();

    let mut ctx = Context::new();
    ctx.insert("ticket", &id);
    ctx.insert("style", t.style);
    ctx.insert("weave", t.weave);
    ctx.insert("note", &note);

    match Tera::one_off(PREVIEW_PAGE, &ctx, false) {
        Ok(html) => Ok(warp::reply::html(html)),
        Err(e) => {
            eprintln!("preview render failed: {}", e);
            Err(warp::reject::not_found())
        }
    }
}

#[tokio::main]
async fn main() {
    let preview = warp::get()
        .and(warp::path!("tickets" / u32 / "preview"))
        .and(warp::query::<HashMap<String, String>>())
        .and_then(|id: u32, params: HashMap<String, String>| async move { render_preview(id, params) });

    warp::serve(preview).run(([127, 0, 0, 1], 8075)).await;
}
