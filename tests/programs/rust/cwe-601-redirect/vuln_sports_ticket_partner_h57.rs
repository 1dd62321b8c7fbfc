// Sports league website: hands fans off to an authorised ticketing partner for a fixture.
#[macro_use]
extern crate rocket;

use regex::Regex;
use rocket::response::Redirect;
use rocket::State;

pub struct PartnerPolicy {
    pattern: Regex,
    fallback: &'static str,
}

impl PartnerPolicy {
    pub fn new() -> Self {
        Self {
            pattern: Regex::new(r"https://([a-z0-9-]+\.)?partners\.leaguetickets\.com").unwrap(),
            fallback: "/tickets",
        }
    }

    pub fn is_authorised(&self, url: &str) -> bool {
        self.pattern.is_match(url)
    }
}

pub struct HandoffService<'a> {
    policy: &'a PartnerPolicy,
}

impl<'a> HandoffService<'a> {
    pub fn target_for(&self, fixture_id: u32, partner_url: &str) -> String {
        if self.policy.is_authorised(partner_url) {
            log::info!("fixture {} handed off to partner", fixture_id);
            partner_url.to_string()
        } else {
            self.policy.fallback.to_string()
        }
    }
}

#[get("/fixtures/<fixture_id>/buy?<partner>")]
fn buy_tickets(fixture_id: u32, partner: &str, policy: &State<PartnerPolicy>) -> Redirect {
    let svc = HandoffService { policy: policy.inner() };
    Redirect::to(svc.target_for(fixture_id, partner))
}

#[launch]
fn rocket() -> _ {
    rocket::build().manage(PartnerPolicy::new()).mount("/", routes![buy_tickets])
}
