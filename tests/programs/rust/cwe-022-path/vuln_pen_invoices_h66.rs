// A pen invoices program of the h66 set (cwe-022-path).
// Nib & Barrel fountain pen repair: customers download the PDF invoice for a repair.
// URLs look like /invoices/{customer}?file=2019/0042-pelikan-m400.pdf
extern crate actix_web;
extern crate url;

use actix_web::{web, App, HttpRequest, HttpResponse, HttpServer};
use std::collections::HashMap;
use std::fs;
use std::path::PathBuf;

const INVOICE_ROOT: &str = "/srv/nibbarrel/invoices";

fn plain_segment(s: &str) -> bool {
    if s.is_empty() || s.len() > 80 {
        return false;
    }
    if s.starts_with('.') {
        return false;
    }
    for c in s.chars() {
        if !(c.is_ascii_alphanumeric() || c == '-' || c == '_' || c == '.') {
            return false;
        }
    }
    true
}

fn query_map(req: &HttpRequest) -> HashMap<String, String> {
    let mut m = HashMap::new();
    for (k, v) in url::form_urlencoded::parse(req.query_string().as_bytes()) {
        m.insert(k.into_owned(), v.into_owned());
    }
    m
}

fn invoice(req: HttpRequest) -> HttpResponse {
    let customer = req.match_info().get("customer").unwrap_or("").to_string();
    let params = query_map(&req);
    let file = match params.get("file") {
        Some(f) => f.clone(),
        None => return HttpResponse::BadRequest().body("file is required"),
    };

    if !plain_segment(&customer) {
        return HttpResponse::BadRequest().body("unknown customer");
    }
    if !file.ends_with(".pdf") {
        return HttpResponse::BadRequest().body("only PDF invoices are kept here");
    }

    let mut path = PathBuf::from(INVOICE_ROOT);
    path.push(&customer);
    path.push(&file);

    match fs::read(&path) {
        Ok(bytes) => HttpResponse::Ok()
            .content_type("application/pdf")
            .body(bytes),
        Err(_) => HttpResponse::NotFound().body("invoice not found"),
    }
}

fn main() -> std::io::Result<()> {
    HttpServer::new(|| {
        App::new().route("/invoices/{customer}", web::get().to(invoice))
    })
    .bind("127.0.0.1:8082")?
    .run()
}
