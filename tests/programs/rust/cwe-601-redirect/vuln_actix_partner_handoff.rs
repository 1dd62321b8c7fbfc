// Hands users off to partner booking sites after recording the referral (actix-web).
use actix_web::{get, http::header, web, HttpResponse};
use regex::Regex;
use serde::Deserialize;
use std::sync::OnceLock;

#[derive(Deserialize)]
pub struct Handoff {
    to: String,
    campaign: Option<String>,
}

fn partner_pattern() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(r"https://(www\.)?(travelpartner|hotelpartner)\.example\.com(/|$)").unwrap()
    })
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
    if !partner_pattern().is_match(&q.to) {
        return HttpResponse::BadRequest().body("unknown partner");
    }
    referrals.record(&q.to, campaign_tag(q.campaign.as_deref())).await;
    HttpResponse::Found()
        .insert_header((header::LOCATION, q.to.as_str()))
        .finish()
}

pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(handoff);
}
