// A roll mirror program of the h66 set (cwe-918-ssrf).
// Barrel & Crank organ grinders' guild: tune roll catalogue lookup.
// Members' street organs ask this service for the metadata of a punched-card
// or paper roll; the service fetches it from one of the guild's mirrors.
use hyper::service::{make_service_fn, service_fn};
use hyper::{Body, Client, Request, Response, Server, StatusCode, Uri};
use hyper_tls::HttpsConnector;
use std::collections::HashMap;
use std::convert::Infallible;

static MIRRORS: &[(&str, &str)] = &[
    ("north", "rolls-north.barrelcrank.org"),
    ("south", "rolls-south.barrelcrank.org"),
    ("archive", "archive.barrelcrank.org"),
];

fn params(q: Option<&str>) -> HashMap<String, String> {
    let mut m = HashMap::new();
    for pair in q.unwrap_or("").split('&') {
        let mut kv = pair.splitn(2, '=');
        if let (Some(k), Some(v)) = (kv.next(), kv.next()) {
            m.insert(k.to_string(), v.to_string());
        }
    }
    m
}

fn mirror_host(name: &str) -> String {
    for (key, host) in MIRRORS.iter() {
        if *key == name {
            return host.to_string();
        }
    }
    // members running their own mirror pass its host name instead
    name.to_string()
}

fn text(code: StatusCode, body: &'static str) -> Response<Body> {
    let mut r = Response::new(Body::from(body));
    *r.status_mut() = code;
    r
}

async fn roll_info(req: Request<Body>) -> Result<Response<Body>, Infallible> {
    let p = params(req.uri().query());
    let roll = p.get("roll").cloned().unwrap_or_default();
    if roll.is_empty() || roll.len() > 12 || !roll.chars().all(|c| c.is_ascii_digit()) {
        return Ok(text(StatusCode::BAD_REQUEST, "roll must be a catalogue number"));
    }
    let mirror = p.get("mirror").cloned().unwrap_or_else(|| "north".to_string());
    let host = mirror_host(&mirror);

    let uri: Uri = match format!("https://{}/rolls/{}.json", host, roll).parse() {
        Ok(u) => u,
        Err(_) => return Ok(text(StatusCode::BAD_REQUEST, "bad mirror")),
    };

    let client = Client::builder().build::<_, Body>(HttpsConnector::new());
    let upstream = match client.get(uri).await {
        Ok(r) => r,
        Err(_) => return Ok(text(StatusCode::BAD_GATEWAY, "mirror unreachable")),
    };
    let status = upstream.status();
    let bytes = match hyper::body::to_bytes(upstream.into_body()).await {
        Ok(b) => b,
        Err(_) => return Ok(text(StatusCode::BAD_GATEWAY, "mirror read failed")),
    };
    let resp = Response::builder()
        .status(status)
        .header("Content-Type", "application/json")
        .body(Body::from(bytes))
        .unwrap();
    Ok(resp)
}

#[tokio::main]
async fn main() {
    let addr = ([127, 0, 0, 1], 8095).into();
    let svc = make_service_fn(|_| async { Ok::<_, Infallible>(service_fn(roll_info)) });
    if let Err(e) = Server::bind(&addr).serve(svc).await {
        eprintln!("roll catalogue stopped: {}", e);
    }
}
