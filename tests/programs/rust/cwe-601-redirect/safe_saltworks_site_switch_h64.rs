// A saltworks site switch program of the h64 set (cwe-601-redirect).
use actix_session::{storage::CookieSessionStore, Session, SessionMiddleware};
use actix_web::cookie::Key;
use actix_web::http::header;
use actix_web::{get, web, App, HttpResponse, HttpServer};
use serde::Deserialize;
use std::collections::HashMap;

// Staff move between the evaporation sites during the season; switching site
// changes which pans and brine tallies the dashboard shows.
// GET /sites/switch?site=maldon-east&next=/tallies/today
#[derive(Deserialize)]
struct SwitchParams {
    site: String,
    next: Option<String>,
}

struct Sites {
    by_code: HashMap<&'static str, (&'static str, u8)>,
}

impl Sites {
    fn new() -> Self {
        Sites {
            by_code: HashMap::from([
                ("maldon-east", ("Maldon East Pans", 14)),
                ("maldon-west", ("Maldon West Pans", 9)),
                ("anglesey", ("Anglesey Brine House", 6)),
                ("lymington", ("Lymington Salterns", 11)),
            ]),
        }
    }
}

fn landing_page(next: Option<&str>) -> &str {
    match next {
        // only paths on this host; "//host" or a backslash would lead off the site
        Some(p)
            if p.starts_with('/')
                && !p.starts_with("//")
                && !p.contains('\\')
                && !p.chars().any(char::is_control) =>
        {
            p
        }
        _ => "/dashboard",
    }
}

#[get("/sites/switch")]
async fn switch_site(
    sites: web::Data<Sites>,
    session: Session,
    q: web::Query<SwitchParams>,
) -> actix_web::Result<HttpResponse> {
    let Some((label, pans)) = sites.by_code.get(q.site.as_str()) else {
        return Ok(HttpResponse::BadRequest().body("unknown site"));
    };
    session.insert("site", &q.site)?;
    session.insert("pan_count", pans)?;
    log::info!("switched to {}", label);

    let target = landing_page(q.next.as_deref());
    Ok(HttpResponse::SeeOther()
        .insert_header((header::LOCATION, target))
        .finish())
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    env_logger::init();
    let key_hex = std::env::var("SALTWORKS_SESSION_KEY").expect("SALTWORKS_SESSION_KEY must be set");
    let key = Key::from(&hex::decode(key_hex).expect("session key must be hex"));
    let sites = web::Data::new(Sites::new());

    HttpServer::new(move || {
        App::new()
            .app_data(sites.clone())
            .wrap(SessionMiddleware::new(CookieSessionStore::default(), key.clone()))
            .service(switch_site)
    })
    .bind(("127.0.0.1", 8083))?
    .run()
    .await
}
