// Sports league website: hands fans off to an authorised ticketing partner for a fixture.
#[macro_use]
extern crate rocket;

use rocket::response::Redirect;
use rocket::State;
use std::collections::HashSet;
use url::Url;

pub struct PartnerPolicy {
    hosts: HashSet<&'static str>,
    fallback: &'static str,
}

impl PartnerPolicy {
    pub fn new() -> Self {
        Self {
            hosts: HashSet::from(["partners.leaguetickets.com", "eu.partners.leaguetickets.com"]),
            fallback: "/tickets",
        }
    }

    pub fn authorised(&self, url: &str) -> Option<Url> {
        let u = Url::parse(url).ok()?;
        let ok = u.scheme() == "https" && u.host_str().map_or(false, |h| self.hosts.contains(h));
        if ok { Some(u) } else { None }
    }
}

pub struct HandoffService<'a> {
    policy: &'a PartnerPolicy,
}

impl<'a> HandoffService<'a> {
    pub fn target_for(&self, fixture_id: u32, partner_url: &str) -> String {
        if let Some(u) = self.policy.authorised(partner_url) {
            log::info!("fixture {} handed off to partner", fixture_id);
            u.to_string()
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
