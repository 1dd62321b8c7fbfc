// A partner welcome program of the h69 set (cwe-079-xss).
use std::collections::HashMap;

use actix_web::{
    body::MessageBody,
    dev::{ServiceRequest, ServiceResponse},
    middleware::{from_fn, Next},
    web, App, Error, HttpMessage, HttpResponse, HttpServer,
};

#[derive(Clone, Debug)]
struct Referral {
    partner: String,
    campaign: Option<String>,
}

/// Partners link to us with ?ref=<their name>&utm_campaign=...; keep it on the
/// request so the landing page and the booking widget can both credit them.
async fn capture_referral(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let params = web::Query::<HashMap<String, String>>::from_query(req.query_string())
        .map(|q| q.into_inner())
        .unwrap_or_default();

    if let Some(partner) = params.get("ref").filter(|p| !p.trim().is_empty()) {
        req.extensions_mut().insert(Referral {
            partner: partner.trim().to_owned(),
            campaign: params.get("utm_campaign").cloned(),
        });
    }
    next.call(req).await
}

fn escape_html(raw: &str) -> String {
    let mut out = String::with_capacity(raw.len());
    for ch in raw.chars() {
        match ch {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            other => out.push(other),
        }
    }
    out
}

async fn landing(referral: Option<web::ReqData<Referral>>) -> HttpResponse {
    let intro = match referral {
        Some(r) => {
            let partner_label = escape_html(&r.partner);
            log::info!(
                "landing via partner {} (campaign {:?})",
                partner_label,
                r.campaign.as_deref().unwrap_or("none")
            );
            format!(
                "<section class=\"partner\">Welcome, friends of {}! Show this page in the gift barn for 10% off sachets.</section>",
                partner_label
            )
        }
        None => String::from("<section>Welcome to Hillside Lavender.</section>"),
    };

    let body = format!(
        "<!doctype html><html><head><meta charset=\"utf-8\"><title>Hillside Lavender Farm Stay</title></head>\
         <body>{intro}<h1>Stay among the rows</h1><p>Harvest runs late June to mid July.</p>\
         <a href=\"/book\">Check availability</a></body></html>"
    );
    HttpResponse::Ok().content_type("text/html; charset=utf-8").body(body)
}

async fn book(referral: Option<web::ReqData<Referral>>) -> HttpResponse {
    let source = referral.map(|r| r.partner.clone()).unwrap_or_else(|| "direct".into());
    HttpResponse::Ok().json(serde_json::json!({ "calendar": "/api/availability", "source": source }))
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    HttpServer::new(|| {
        App::new()
            .wrap(from_fn(capture_referral))
            .route("/", web::get().to(landing))
            .route("/book", web::get().to(book))
    })
    .bind(("0.0.0.0", 8090))?
    .run()
    .await
}
