// A stock feed program of the h66 set (cwe-942-cors).
// Horn & Shell button makers: stock-level feed for the wholesale portal.
// The portal's browser widget calls this with the trade customer's session
// cookie and shows live stock and that customer's own price per button line.
use hyper::header::{
    HeaderValue, ACCESS_CONTROL_ALLOW_CREDENTIALS, ACCESS_CONTROL_ALLOW_HEADERS,
    ACCESS_CONTROL_ALLOW_METHODS, ACCESS_CONTROL_ALLOW_ORIGIN, CONTENT_TYPE, COOKIE, ORIGIN, VARY,
};
use hyper::service::{make_service_fn, service_fn};
use hyper::{Body, Method, Request, Response, Server, StatusCode};
use rusqlite::{params, Connection};
use std::convert::Infallible;

const DB_PATH: &str = "/var/lib/hornshell/trade.db";

static PORTAL_ORIGINS: &[&str] = &[
    "https://trade.hornandshell.co.uk",
    "https://portal.hornandshell.co.uk",
];

fn origin_allowed(origin: &str) -> bool {
    PORTAL_ORIGINS.iter().any(|o| *o == origin)
}

fn session_id(req: &Request<Body>) -> Option<String> {
    let raw = req.headers().get(COOKIE)?.to_str().ok()?;
    raw.split(';')
        .map(|c| c.trim())
        .find(|c| c.starts_with("hs_trade="))
        .map(|c| c["hs_trade=".len()..].to_string())
}

fn stock_json(sid: &str) -> Result<String, rusqlite::Error> {
    let conn = Connection::open(DB_PATH)?;
    let mut stmt = conn.prepare(
        "SELECT l.code, l.material, l.in_stock, p.price_pence FROM lines l \
         JOIN trade_prices p ON p.line_code = l.code \
         JOIN sessions s ON s.customer_id = p.customer_id \
         WHERE s.sid = ?1 ORDER BY l.code",
    )?;
    let rows = stmt.query_map(params![sid], |r| {
        Ok(serde_json::json!({
            "code": r.get::<_, String>(0)?,
            "material": r.get::<_, String>(1)?,
            "in_stock": r.get::<_, i64>(2)?,
            "price_pence": r.get::<_, i64>(3)?,
        }))
    })?;
    let mut lines = Vec::new();
    for r in rows {
        lines.push(r?);
    }
    Ok(serde_json::Value::Array(lines).to_string())
}

async fn handle(req: Request<Body>) -> Result<Response<Body>, Infallible> {
    let mut resp = Response::new(Body::empty());
    if let Some(origin) = req.headers().get(ORIGIN).and_then(|v| v.to_str().ok()) {
        if origin_allowed(origin) {
            let h = resp.headers_mut();
            if let Ok(v) = HeaderValue::from_str(origin) {
                h.insert(ACCESS_CONTROL_ALLOW_ORIGIN, v);
                h.insert(ACCESS_CONTROL_ALLOW_CREDENTIALS, HeaderValue::from_static("true"));
            }
        }
    }
    resp.headers_mut().insert(VARY, HeaderValue::from_static("Origin"));

    if req.method() == Method::OPTIONS {
        resp.headers_mut().insert(ACCESS_CONTROL_ALLOW_METHODS, HeaderValue::from_static("GET"));
        resp.headers_mut().insert(ACCESS_CONTROL_ALLOW_HEADERS, HeaderValue::from_static("Content-Type"));
        *resp.status_mut() = StatusCode::NO_CONTENT;
        return Ok(resp);
    }

    let sid = match session_id(&req) {
        Some(s) => s,
        None => {
            *resp.status_mut() = StatusCode::UNAUTHORIZED;
            return Ok(resp);
        }
    };
    match stock_json(&sid) {
        Ok(json) => {
            resp.headers_mut().insert(CONTENT_TYPE, HeaderValue::from_static("application/json"));
            *resp.body_mut() = Body::from(json);
        }
        Err(_) => *resp.status_mut() = StatusCode::SERVICE_UNAVAILABLE,
    }
    Ok(resp)
}

#[tokio::main]
async fn main() {
    let addr = ([127, 0, 0, 1], 8086).into();
    let svc = make_service_fn(|_| async { Ok::<_, Infallible>(service_fn(handle)) });
    if let Err(e) = Server::bind(&addr).serve(svc).await {
        eprintln!("stock feed stopped: {}", e);
    }
}
