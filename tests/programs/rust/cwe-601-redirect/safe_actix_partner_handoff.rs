// Hands users off to partner booking sites after recording the referral (actix-web).
use actix_web::{get, http::header, web, HttpResponse};
use serde::Deserialize;
use url::Url;

const PARTNER_HOSTS: [&str; 4] = [
    "travelpartner.example.com",
    "www.travelpartner.example.com",
    "hotelpartner.example.com",
    "www.hotelpartner.example.com",
];

#[derive(Deserialize)]
pub struct Handoff {
    to: String,
    campaign: Option<String>,
}

fn partner_url(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    let host = url.host_str()?;
    (url.scheme() == "https" && PARTNER_HOSTS.contains(&host)).then_some(url)
}

fn campaign_tag(campaign: Option<&str>) -> &str {
    match campaign {
        Some(c) if !c.is_empty() && c.len() <= 40 => c,
        _ => "direct",
    }
}

#[get("/handoff")]
async fn handoff(
    q: web::Query<Handoff>,
    referrals: web::Data<crate::referrals::Recorder>,
) -> HttpResponse {
    let Some(target) = partner_url(&q.to) else {
        return HttpResponse::BadRequest().body("unknown partner");
    };
    referrals.record(target.as_str(), campaign_tag(q.campaign.as_deref())).await;
    HttpResponse::Found()
        .insert_header((header::LOCATION, target.as_str()))
        .finish()
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(handoff);
}
