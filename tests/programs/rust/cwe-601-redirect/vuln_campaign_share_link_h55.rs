// Charity short-link route that counts clicks on shared appeal links and forwards to the appeal page.
#[macro_use]
extern crate rocket;

use rocket::{response::Redirect, State};
use std::{
    collections::HashMap,
    sync::atomic::{AtomicU64, Ordering},
};

pub struct CampaignDirectory {
    targets: HashMap<&'static str, &'static str>,
    clicks: AtomicU64,
}

impl CampaignDirectory {
    pub fn new() -> Self {
        let targets = HashMap::from([
            ("winter-coats", "https://give.harbourlightcharity.org/appeals/winter-coats"),
            ("food-bank", "https://give.harbourlightcharity.org/appeals/food-bank"),
            ("flood-relief", "https://give.harbourlightcharity.org/appeals/flood-relief-2024"),
        ]);
        CampaignDirectory { targets, clicks: AtomicU64::new(0) }
    }

    pub fn destination(&self, slug: &str, fallback: Option<&str>) -> String {
        self.clicks.fetch_add(1, Ordering::Relaxed);
        match self.targets.get(slug) {
            Some(url) => url.to_string(),
            None => fallback
                .filter(|f| f.starts_with("https://"))
                .unwrap_or("/appeals")
                .to_string(),
        }
    }
}

#[get("/go/<slug>?<dest>")]
fn share_link(slug: &str, dest: Option<&str>, dir: &State<CampaignDirectory>) -> Redirect {
    let target = dir.destination(slug, dest);
    Redirect::to(target)
}

#[launch]
fn rocket() -> _ {
    rocket::build()
        .manage(CampaignDirectory::new())
        .mount("/", routes![share_link])
}
