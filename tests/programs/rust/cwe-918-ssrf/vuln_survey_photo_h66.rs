// A survey photo program of the h66 set (cwe-918-ssrf).
// Quickthorn hedge layers: the job planner shows survey photos of each hedge
// (before laying, pleachers cut, stakes and binders in). Surveyors upload the
// photos to the photo service; the planner loads them through this proxy so
// the office browsers only ever talk to one host.
extern crate iron;
extern crate reqwest;
extern crate url;

use iron::headers::ContentType;
use iron::prelude::*;
use iron::status;
use std::io::Read;
use std::time::Duration;

const PHOTO_HOSTS: &[&str] = &[
    "photos.quickthorn-hedging.co.uk",
    "survey-images.hedgelayers-guild.org",
];
const MAX_PHOTO_BYTES: u64 = 8 * 1024 * 1024;

fn source_param(req: &Request) -> Option<String> {
    let q = req.url.query()?;
    for (k, v) in url::form_urlencoded::parse(q.as_bytes()) {
        if k == "src" {
            return Some(v.into_owned());
        }
    }
    None
}

// only photos from the survey photo service are shown
fn photo_allowed(src: &str) -> bool {
    src.starts_with("https://")
}

fn survey_photo(req: &mut Request) -> IronResult<Response> {
    let src = match source_param(req) {
        Some(s) => s,
        None => return Ok(Response::with((status::BadRequest, "src is required"))),
    };
    if !photo_allowed(&src) {
        return Ok(Response::with((status::BadRequest, "photo source not accepted")));
    }

    let client = reqwest::blocking::Client::builder()
        .timeout(Duration::from_secs(10))
        .redirect(reqwest::redirect::Policy::none())
        .build()
        .expect("http client");

    let upstream = match client.get(src.as_str()).send() {
        Ok(r) => r,
        Err(_) => return Ok(Response::with((status::BadGateway, "photo service unreachable"))),
    };
    if !upstream.status().is_success() {
        return Ok(Response::with((status::NotFound, "photo not found")));
    }

    let mut buf = Vec::new();
    if upstream.take(MAX_PHOTO_BYTES).read_to_end(&mut buf).is_err() {
        return Ok(Response::with((status::BadGateway, "photo download failed")));
    }
    let mut resp = Response::with((status::Ok, buf));
    resp.headers.set(ContentType::jpeg());
    Ok(resp)
}

fn main() {
    println!("survey photo proxy on 127.0.0.1:3020, photo hosts: {:?}", PHOTO_HOSTS);
    Iron::new(survey_photo).http("127.0.0.1:3020").unwrap();
}
