// A checkout return program of the h72 set (cwe-601-redirect).
use actix_web::http::header::LOCATION;
use actix_web::{get, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use url::Url;

#[derive(Debug)]
enum ReturnError {
    Unparseable,
    NotOurs(String),
}

trait ReturnPolicy {
    fn fallback(&self) -> &'static str;
    fn accepts(&self, url: &Url) -> bool;

    fn resolve(&self, raw: Option<&str>) -> Result<Url, ReturnError> {
        let Some(raw) = raw.filter(|r| !r.is_empty()) else {
            return Url::parse(self.fallback()).map_err(|_| ReturnError::Unparseable);
        };
        let url = Url::parse(raw).map_err(|_| ReturnError::Unparseable)?;
        if self.accepts(&url) { Ok(url) } else { Err(ReturnError::NotOurs(url.host_str().unwrap_or("").into())) }
    }
}

struct WebShop;
struct LobbyKiosk {
    kiosk_base: Url,
}

impl ReturnPolicy for WebShop {
    fn fallback(&self) -> &'static str {
        "https://shop.bouncenation-parks.com/thanks"
    }

    fn accepts(&self, url: &Url) -> bool {
        url.scheme() == "https"
            && url.host_str().is_some_and(|h| h.ends_with("bouncenation-parks.com"))
    }
}

impl ReturnPolicy for LobbyKiosk {
    fn fallback(&self) -> &'static str {
        "https://kiosk.bouncenation-parks.com/start"
    }

    fn accepts(&self, url: &Url) -> bool {
        url.origin() == self.kiosk_base.origin()
    }
}

#[derive(Deserialize)]
struct CompletionQuery {
    order: String,
    status: String,
    channel: Option<String>,
    return_to: Option<String>,
}

fn finish<P: ReturnPolicy>(policy: &P, q: &CompletionQuery) -> HttpResponse {
    match policy.resolve(q.return_to.as_deref()) {
        Ok(mut target) => {
            target.query_pairs_mut().append_pair("order", &q.order).append_pair("paid", &(q.status == "captured").to_string());
            HttpResponse::Found().insert_header((LOCATION, target.as_str())).finish()
        }
        Err(ReturnError::NotOurs(host)) => {
            eprintln!("order {}: refused return host {host:?}", q.order);
            HttpResponse::Found().insert_header((LOCATION, policy.fallback())).finish()
        }
        Err(ReturnError::Unparseable) => HttpResponse::BadRequest().body("bad return address"),
    }
}

#[get("/checkout/complete")]
async fn checkout_complete(kiosk: web::Data<LobbyKiosk>, q: web::Query<CompletionQuery>) -> HttpResponse {
    match q.channel.as_deref() {
        Some("kiosk") => finish(kiosk.get_ref(), &q),
        _ => finish(&WebShop, &q),
    }
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let kiosk = web::Data::new(LobbyKiosk {
        kiosk_base: Url::parse("https://kiosk.bouncenation-parks.com/").expect("static url"),
    });
    HttpServer::new(move || App::new().app_data(kiosk.clone()).service(checkout_complete))
        .bind(("0.0.0.0", 8120))?
        .run()
        .await
}
