// Warp service rendering a preview card for a restaurant's daily specials board.
use std::collections::HashMap;
use warp::{Filter, Rejection, Reply};

#[derive(Clone, Debug)]
struct Special {
    dish: String,
    price_cents: u32,
    note: Option<String>,
}

fn escape_html(input: &str) -> String {
    input.chars().fold(String::with_capacity(input.len()), |mut out, c| {
        match c {
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
        out
    })
}

fn parse_special(q: &HashMap<String, String>) -> Option<Special> {
    let dish = q.get("dish").map(|d| d.trim().to_string()).filter(|d| !d.is_empty())?;
    let price_cents = q.get("price").and_then(|p| p.parse().ok())?;
    let note = q.get("note").cloned().filter(|n| !n.is_empty());
    Some(Special { dish, price_cents, note })
}

fn render_card(s: &Special) -> String {
    let note = s
        .note
        .as_deref()
        .map(|n| format!("<p class=\"chef-note\">{}</p>", escape_html(n)))
        .unwrap_or_default();
    format!(
        "<article class=\"special\"><h2>{}</h2><span>${}.{:02}</span>{}</article>",
        escape_html(&s.dish),
        s.price_cents / 100,
        s.price_cents % 100,
        note
    )
}

async fn preview(q: HashMap<String, String>) -> Result<impl Reply, Rejection> {
    let special = parse_special(&q).ok_or_else(warp::reject::not_found)?;
    Ok(warp::reply::html(render_card(&special)))
}

pub fn routes() -> impl Filter<Extract = (impl Reply,), Error = Rejection> + Clone {
    warp::path!("specials" / "preview")
        .and(warp::get())
        .and(warp::query::<HashMap<String, String>>())
        .and_then(preview)
}
