// A specimen photos program of the h66 set (cwe-022-path).
// Glass-Eye taxidermy studio: specimen photo archive.
// Bench staff view or remove the progress photos attached to a mount order.
extern crate iron;
extern crate url;

use iron::headers::ContentType;
use iron::prelude::*;
use iron::status;
use std::fs;
use std::path::PathBuf;

const PHOTO_ROOT: &'static str = "/var/lib/glasseye/photos";

struct Params {
    op: String,
    order: String,
    photo: String,
}

fn read_params(req: &Request) -> Params {
    let mut p = Params { op: String::from("view"), order: String::new(), photo: String::new() };
    if let Some(q) = req.url.query() {
        for (k, v) in url::form_urlencoded::parse(q.as_bytes()) {
            match k.as_ref() {
                "op" => p.op = v.into_owned(),
                "order" => p.order = v.into_owned(),
                "photo" => p.photo = v.into_owned(),
                _ => {}
            }
        }
    }
    p
}

// order numbers and photo names: letters, digits, dash, underscore and dots, no leading dot
fn valid_name(s: &str) -> bool {
    if s.is_empty() || s.len() > 64 || s.starts_with('.') {
        return false;
    }
    s.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.')
}

fn photo_path(order: &str, photo: &str) -> PathBuf {
    let mut path = PathBuf::from(PHOTO_ROOT);
    path.push(order);
    path.push(photo);
    path
}

fn specimen_photos(req: &mut Request) -> IronResult<Response> {
    let p = read_params(req);
    if !valid_name(&p.order) {
        return Ok(Response::with((status::BadRequest, "bad order number")));
    }

    if p.op == "view" {
        if !valid_name(&p.photo) {
            return Ok(Response::with((status::BadRequest, "bad photo name")));
        }
        let path = photo_path(&p.order, &p.photo);
        match fs::read(&path) {
            Ok(bytes) => {
                let mut resp = Response::with((status::Ok, bytes));
                resp.headers.set(ContentType::jpeg());
                Ok(resp)
            }
            Err(_) => Ok(Response::with((status::NotFound, "no such photo"))),
        }
    } else if p.op == "delete" {
        if !valid_name(&p.photo) {
            return Ok(Response::with((status::BadRequest, "bad photo name")));
        }
        let path = photo_path(&p.order, &p.photo);
        match fs::remove_file(&path) {
            Ok(_) => Ok(Response::with((status::Ok, "photo removed"))),
            Err(_) => Ok(Response::with((status::InternalServerError, "could not remove photo"))),
        }
    } else {
        Ok(Response::with((status::BadRequest, "unknown op")))
    }
}

fn main() {
    println!("photo archive on 127.0.0.1:3010");
    Iron::new(specimen_photos).http("127.0.0.1:3010").unwrap();
}
