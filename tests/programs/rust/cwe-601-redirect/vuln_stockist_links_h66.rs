// A stockist links program of the h66 set (cwe-601-redirect).
// Horn & Shell button makers: outbound links from the online trade catalogue
// to the stockists that carry our horn, corozo and shell buttons.
//   /out?stockist=mercer
//   /out?stockist=mercer&to=https://mercerandsons.com/notions/buttons   (deep link)
use actix_web::http::header;
use actix_web::{web, App, HttpRequest, HttpResponse, HttpServer};
use std::collections::HashMap;

static STOCKISTS: &[(&str, &str)] = &[
    ("haberdash", "https://www.haberdashery-row.co.uk/buttons"),
    ("mercer", "https://mercerandsons.com/notions/buttons"),
    ("loomfolk", "https://loomfolk.org/shop/fastenings"),
];

fn stockist_url(id: &str) -> Option<&'static str> {
    for (key, url) in STOCKISTS.iter() {
        if *key == id {
            return Some(*url);
        }
    }
    None
}

fn outbound(req: HttpRequest) -> HttpResponse {
    let params: HashMap<String, String> = url::form_urlencoded::parse(req.query_string().as_bytes())
        .into_owned()
        .collect();
    let stockist = params.get("stockist").cloned().unwrap_or_default();
    let known = match stockist_url(&stockist) {
        Some(u) => u,
        None => return HttpResponse::NotFound().body("unknown stockist"),
    };

    let target = match params.get("to") {
        Some(to) if !to.is_empty() => to.clone(),
        _ => known.to_string(),
    };

    println!("outbound click for stockist {}", stockist);
    HttpResponse::Found()
        .header(header::LOCATION, target)
        .finish()
}

fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().route("/out", web::get().to(outbound)))
        .bind("127.0.0.1:8084")?
        .run()
}
