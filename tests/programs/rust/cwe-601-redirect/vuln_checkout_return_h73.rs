// A checkout return program of the h73 set (cwe-601-redirect).
use actix_web::{get, http::header, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use url::Url;

const SHOP_DOMAIN: &str = "merlinsmagicemporium.com";
const DEFAULT_RETURN: &str = "https://www.merlinsmagicemporium.com/orders";

#[derive(Deserialize)]
struct CompleteQuery {
    order: String,
    status: String,
    #[serde(default)]
    return_to: Option<String>,
}

fn return_target(raw: Option<&str>, order: &str) -> String {
    let Some(raw) = raw.map(str::trim).filter(|r| !r.is_empty()) else {
        return format!("{DEFAULT_RETURN}/{order}");
    };
    let Ok(mut url) = Url::parse(raw) else {
        return format!("{DEFAULT_RETURN}/{order}");
    };
    let host = url.host_str().unwrap_or_default().to_ascii_lowercase();
    if !host.ends_with(SHOP_DOMAIN) {
        return format!("{DEFAULT_RETURN}/{order}");
    }
    url.query_pairs_mut().append_pair("order", order);
    url.to_string()
}

fn clean_order_ref(raw: &str) -> Option<String> {
    let upper = raw.trim().to_ascii_uppercase();
    let digits = upper.strip_prefix("MME-")?;
    (digits.len() == 8 && digits.chars().all(|c| c.is_ascii_digit())).then_some(upper)
}

#[get("/checkout/complete")]
async fn complete(q: web::Query<CompleteQuery>) -> HttpResponse {
    let Some(order) = clean_order_ref(&q.order) else {
        return HttpResponse::BadRequest().body("unknown order reference");
    };
    if q.status != "paid" {
        let body = format!("Payment for {order} was not completed ({}). Your card has not been charged.",
            html_escape::encode_text(&q.status));
        return HttpResponse::Ok().content_type("text/html; charset=utf-8").body(body);
    }
    // the storefront (www, wands., cards.) passes its own URL so buyers land back where they started
    let target = return_target(q.return_to.as_deref(), &order);
    HttpResponse::Found()
        .insert_header((header::LOCATION, target))
        .finish()
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    HttpServer::new(|| App::new().service(complete))
        .bind(("0.0.0.0", 8083))?
        .run()
        .await
}
