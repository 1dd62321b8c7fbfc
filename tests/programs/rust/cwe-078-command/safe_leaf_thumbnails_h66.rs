// A leaf thumbnails program of the h66 set (cwe-078-command).
// Goldbeater's Row gilding workshop: thumbnails of gold leaf sample scans.
// The bench tablets show a small preview of each scanned leaf sample before a
// gilder picks a book of leaf for a frame or a sign.
use hyper::service::{make_service_fn, service_fn};
use hyper::{Body, Request, Response, Server, StatusCode};
use percent_encoding::percent_decode_str;
use std::collections::HashMap;
use std::convert::Infallible;
use std::process::Command;

const SCAN_DIR: &str = "/srv/goldbeaters/scans";
const THUMB_DIR: &str = "/srv/goldbeaters/thumbs";

fn parse_query(q: Option<&str>) -> HashMap<String, String> {
    let mut out = HashMap::new();
    if let Some(q) = q {
        for pair in q.split('&') {
            let mut it = pair.splitn(2, '=');
            let k = it.next().unwrap_or("");
            let v = it.next().unwrap_or("").replace('+', " ");
            let v = percent_decode_str(&v).decode_utf8_lossy().to_string();
            out.insert(k.to_string(), v);
        }
    }
    out
}

fn sample_id_ok(id: &str) -> bool {
    !id.is_empty() && id.len() <= 24 && id.chars().all(|c| c.is_ascii_alphanumeric())
}

fn make_thumbnail(sample: &str, width: &str) -> Result<String, String> {
    let src = format!("{}/{}.tif", SCAN_DIR, sample);
    let dst = format!("{}/{}_w.jpg", THUMB_DIR, sample);
    let mut geometry = String::from(width);
    geometry.push('x');
    let status = Command::new("convert")
        .arg(&src)
        .arg("-thumbnail")
        .arg(&geometry)
        .arg(&dst)
        .status();
    match status {
        Ok(s) if s.success() => Ok(dst),
        Ok(s) => Err(format!("convert exited with {}", s)),
        Err(e) => Err(e.to_string()),
    }
}

async fn handle(req: Request<Body>) -> Result<Response<Body>, Infallible> {
    if req.uri().path() != "/thumb" {
        let mut r = Response::new(Body::from("not found"));
        *r.status_mut() = StatusCode::NOT_FOUND;
        return Ok(r);
    }
    let params = parse_query(req.uri().query());
    let sample = params.get("sample").cloned().unwrap_or_default();
    let width = params.get("width").cloned().unwrap_or_else(|| "160".to_string());

    if !sample_id_ok(&sample) {
        let mut r = Response::new(Body::from("unknown sample"));
        *r.status_mut() = StatusCode::BAD_REQUEST;
        return Ok(r);
    }

    let resp = match make_thumbnail(&sample, &width) {
        Ok(path) => match std::fs::read(&path) {
            Ok(bytes) => Response::builder()
                .header("Content-Type", "image/jpeg")
                .body(Body::from(bytes))
                .unwrap(),
            Err(_) => Response::builder().status(500).body(Body::from("thumbnail missing")).unwrap(),
        },
        Err(e) => {
            eprintln!("thumbnail for {} failed: {}", sample, e);
            Response::builder().status(500).body(Body::from("could not make thumbnail")).unwrap()
        }
    };
    Ok(resp)
}

#[tokio::main]
async fn main() {
    let addr = ([127, 0, 0, 1], 8090).into();
    let make_svc = make_service_fn(|_conn| async { Ok::<_, Infallible>(service_fn(handle)) });
    let server = Server::bind(&addr).serve(make_svc);
    if let Err(e) = server.await {
        eprintln!("server error: {}", e);
    }
}
