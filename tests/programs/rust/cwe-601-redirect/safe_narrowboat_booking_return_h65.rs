// A narrowboat booking return program of the h65 set (cwe-601-redirect).
// Cloudflare Worker in front of the narrowboat hire booking flow. After the
// customer confirms a booking, the agent sites that sent them want the
// customer sent back: /booking/<code>/confirmed?back=<url>
use worker::*;

const DEFAULT_RETURN: &str = "https://book.example-narrowboats.co.uk/thank-you";

// RETURN_HOSTS lists the agent sites, e.g. "book.example-narrowboats.co.uk,canalbreaks.example.com"
fn return_target(back: Option<String>, env: &Env) -> Result<Url> {
    let fallback = Url::parse(DEFAULT_RETURN)?;
    let Some(raw) = back else { return Ok(fallback) };
    let Ok(candidate) = Url::parse(&raw) else { return Ok(fallback) };
    let hosts = env.var("RETURN_HOSTS")?.to_string();
    let allowed = candidate.scheme() == "https"
        && candidate
            .host_str()
            .is_some_and(|h| hosts.split(',').any(|a| a.trim().eq_ignore_ascii_case(h)));
    Ok(if allowed { candidate } else { fallback })
}

async fn confirmed(code: &str, url: &Url, env: &Env) -> Result<Response> {
    if code.len() != 8 || !code.chars().all(|c| c.is_ascii_alphanumeric()) {
        return Response::error("unknown booking", 404);
    }
    let bookings = env.kv("BOOKINGS")?;
    let Some(record) = bookings.get(code).text().await? else {
        return Response::error("unknown booking", 404);
    };
    if !record.contains("\"status\":\"confirmed\"") {
        return Response::error("booking is not confirmed yet", 409);
    }

    let back = url
        .query_pairs()
        .find(|(k, _)| k == "back")
        .map(|(_, v)| v.into_owned());
    let target = return_target(back, env)?;
    Response::redirect(target)
}

#[event(fetch)]
async fn fetch(req: Request, env: Env, _ctx: Context) -> Result<Response> {
    let url = req.url()?;
    let segments: Vec<&str> = url.path_segments().map(|s| s.collect()).unwrap_or_default();
    match segments.as_slice() {
        ["booking", code, "confirmed"] => confirmed(code, &url, &env).await,
        _ => Response::error("Not Found", 404),
    }
}
