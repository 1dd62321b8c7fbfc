// A basket patterns program of the h66 set (cwe-022-path).
// Willow & Rush basket weavers' guild: pattern sheet download service.
// Members fetch printable weaving patterns (stake-and-strand, randing, fitching)
// by file name from the shared pattern store on the guild server.
extern crate tiny_http;
extern crate url;

use std::fs::File;
use std::path::{Path, PathBuf};
use tiny_http::{Header, Response, Server};

static PATTERN_DIR: &'static str = "/srv/willowrush/patterns";
static LISTEN_ADDR: &'static str = "127.0.0.1:8041";

fn query_param(raw_url: &str, key: &str) -> Option<String> {
    let qs = match raw_url.find('?') {
        Some(pos) => &raw_url[pos + 1..],
        None => return None,
    };
    for (k, v) in url::form_urlencoded::parse(qs.as_bytes()) {
        if k == key {
            return Some(v.into_owned());
        }
    }
    None
}

// Pattern sheets are always PDF files.
fn is_pattern_file(name: &str) -> bool {
    if name.is_empty() || name.len() > 120 {
        return false;
    }
    name.to_lowercase().ends_with(".pdf")
}

fn pattern_path(name: &str) -> Option<PathBuf> {
    if !is_pattern_file(name) {
        return None;
    }
    let mut p = PathBuf::from(PATTERN_DIR);
    p.push(name);
    // resolve links and dot segments, then make sure we are still inside the store
    let real = match p.canonicalize() {
        Ok(r) => r,
        Err(_) => return None,
    };
    if !real.starts_with(Path::new(PATTERN_DIR)) {
        return None;
    }
    Some(real)
}

fn main() {
    let server = Server::http(LISTEN_ADDR).unwrap();
    println!("pattern store listening on {}", LISTEN_ADDR);

    for request in server.incoming_requests() {
        let raw_url = request.url().to_string();
        if !raw_url.starts_with("/patterns") {
            let _ = request.respond(Response::from_string("not found").with_status_code(404));
            continue;
        }

        let name = match query_param(&raw_url, "sheet") {
            Some(n) => n,
            None => {
                let _ = request.respond(Response::from_string("sheet is required").with_status_code(400));
                continue;
            }
        };

        let path = match pattern_path(&name) {
            Some(p) => p,
            None => {
                let _ = request.respond(Response::from_string("unknown pattern sheet").with_status_code(400));
                continue;
            }
        };

        match File::open(&path) {
            Ok(f) => {
                let ctype = Header::from_bytes(&b"Content-Type"[..], &b"application/pdf"[..]).unwrap();
                let _ = request.respond(Response::from_file(f).with_header(ctype));
            }
            Err(e) => {
                println!("could not open {:?}: {}", path, e);
                let _ = request.respond(Response::from_string("no such pattern sheet").with_status_code(404));
            }
        }
    }
}
