// Minimal hyper server whose /login route verifies a form password and sets a session id.
use hyper::service::{make_service_fn, service_fn};
use hyper::{header, Body, Request, Response, Server, StatusCode};
use std::convert::Infallible;
use subtle::ConstantTimeEq;

async fn handle(req: Request<Body>) -> Result<Response<Body>, Infallible> {
    let body = hyper::body::to_bytes(req.into_body()).await.unwrap_or_default();
    let form: Vec<(String, String)> = serde_urlencoded::from_bytes(&body).unwrap_or_default();
    let given = form.iter().find(|(k, _)| k == "password").map(|(_, v)| v.as_str()).unwrap_or("");
    let expected = std::env::var("PORTAL_PASSWORD").unwrap_or_default();
    if expected.is_empty() || !bool::from(given.as_bytes().ct_eq(expected.as_bytes())) {
        return Ok(Response::builder().status(StatusCode::UNAUTHORIZED).body(Body::empty()).unwrap());
    }
    let sid = uuid::Uuid::new_v4().simple().to_string();
    Ok(Response::builder()
        .header(header::SET_COOKIE, format!("sid={}; Path=/; Secure; HttpOnly; SameSite=Lax", sid))
        .body(Body::from("ok"))
        .unwrap())
}

#[tokio::main]
async fn main() {
    let make = make_service_fn(|_| async { Ok::<_, Infallible>(service_fn(handle)) });
    Server::bind(&([0, 0, 0, 0], 8000).into()).serve(make).await.unwrap();
}
