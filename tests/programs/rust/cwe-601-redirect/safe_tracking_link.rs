// Actix-web short-link endpoint that forwards customers from SMS delivery notices to a carrier tracking page.
use actix_web::{get, http::header, web, HttpResponse};
use serde::Deserialize;
use url::Url;

const PARTNER_DOMAIN: &str = "parcelroute.example";

#[derive(Deserialize)]
pub struct TrackParams {
    to: String,
    shipment: Option<String>,
}

fn partner_url(raw: &str) -> Option<Url> {
    let parsed = Url::parse(raw).ok()?;
    if parsed.scheme() != "https" {
        return None;
    }
    let host = parsed.host_str()?;
    let subdomain = host
        .strip_suffix(PARTNER_DOMAIN)
        .map(|rest| rest.is_empty() || rest.ends_with('.'))
        .unwrap_or(false);
    if subdomain {
        Some(parsed)
    } else {
        None
    }
}

#[get("/t")]
pub async fn track_redirect(params: web::Query<TrackParams>) -> HttpResponse {
    let Some(mut target) = partner_url(&params.to) else {
        return HttpResponse::BadRequest().body("unknown tracking destination");
    };
    if let Some(id) = &params.shipment {
        target.query_pairs_mut().append_pair("ref", id);
    }
    metrics::counter!("tracking_redirects_total").increment(1);
    HttpResponse::Found()
        .insert_header((header::LOCATION, target.as_str()))
        .finish()
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(web::scope("/go").service(track_redirect));
}
