// Rocket route that forwards prospective buyers from a property listing to its hosted 3D virtual tour.
use rocket::{get, http::Status, response::Redirect, routes, Build, Rocket, State};
use url::Url;

pub struct TourSettings {
    pub provider_domain: String,
}

impl TourSettings {
    pub fn from_env() -> Self {
        let provider_domain = std::env::var("TOUR_PROVIDER_DOMAIN").unwrap_or_else(|_| "matterport.com".into());
        TourSettings { provider_domain }
    }
}

pub struct ListingTour {
    pub listing_id: u64,
    pub tour_url: String,
}

fn allowed_tour_host(settings: &TourSettings, candidate: &str) -> bool {
    let Ok(url) = Url::parse(candidate) else {
        return false;
    };
    let host_ok = url
        .host_str()
        .map(|host| {
            let domain = settings.provider_domain.as_str();
            host == domain || host.ends_with(&format!(".{}", domain))
        })
        .unwrap_or(false);
    url.scheme() == "https" && host_ok
}

impl ListingTour {
    fn destination(&self, settings: &TourSettings) -> Option<String> {
        if !allowed_tour_host(settings, &self.tour_url) {
            return None;
        }
        Some(self.tour_url.clone())
    }
}

#[get("/listings/<listing_id>/tour?<src>")]
pub fn open_tour(listing_id: u64, src: &str, settings: &State<TourSettings>) -> Result<Redirect, Status> {
    let tour = ListingTour { listing_id, tour_url: src.to_string() };
    match tour.destination(settings.inner()) {
        Some(dest) => Ok(Redirect::to(dest)),
        None => {
            log::warn!("listing {} tour link rejected", tour.listing_id);
            Err(Status::BadRequest)
        }
    }
}

pub fn mount(rocket: Rocket<Build>) -> Rocket<Build> {
    rocket.manage(TourSettings::from_env()).mount("/", routes![open_tour])
}
