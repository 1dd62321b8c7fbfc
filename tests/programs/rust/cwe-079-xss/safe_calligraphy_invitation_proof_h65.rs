// A calligraphy invitation proof program of the h65 set (cwe-079-xss).
// Cloudflare Worker serving the online proof of a hand-lettered wedding
// invitation: /proof?recipient=...&hand=italic
use std::collections::HashMap;
use worker::*;

fn pick_hand(requested: Option<&String>) -> &'static str {
    match requested.map(String::as_str) {
        Some("italic") => "italic",
        Some("uncial") => "uncial",
        Some("blackletter") => "blackletter",
        _ => "copperplate",
    }
}

fn render_proof(studio: &str, recipient: &str, hand: &str) -> String {
    format!(
        r#"<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Invitation proof · {studio}</title>
  <link rel="stylesheet" href="/static/hands/{hand}.css">
</head>
<body>
  <main class="proof {hand}">
    <p class="salutation">The pleasure of the company of</p>
    <p class="recipient">{recipient}</p>
    <p class="note">Proof only: final lettering is cut by hand in iron-gall ink.</p>
  </main>
</body>
</html>"#
    )
}

#[event(fetch)]
async fn fetch(req: Request, env: Env, _ctx: Context) -> Result<Response> {
    let url = req.url()?;
    if url.path() != "/proof" {
        return Response::error("Not Found", 404);
    }

    let params: HashMap<String, String> = url.query_pairs().into_owned().collect();
    let recipient = match params.get("recipient") {
        Some(name) if !name.trim().is_empty() && name.chars().count() <= 80 => name.trim().to_string(),
        _ => return Response::error("recipient is required (max 80 characters)", 400),
    };
    let hand = pick_hand(params.get("hand"));
    let studio = env.var("STUDIO_NAME")?.to_string();

    let recipient = html_escape::encode_text(&recipient);
    let page = render_proof(&studio, &recipient, hand);
    let mut response = Response::from_html(page)?;
    response.headers_mut().set("cache-control", "no-store")?;
    Ok(response)
}
