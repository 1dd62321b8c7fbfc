// A partner return program of the h70 set (cwe-601-redirect).
use axum::{
    extract::{Query, State},
    http::StatusCode,
    response::{IntoResponse, Redirect},
    routing::get,
    Router,
};
use serde::Deserialize;
use std::{collections::HashMap, sync::Arc};
use url::Url;

#[derive(Deserialize)]
struct ReturnQuery {
    partner: String,
    booking: String,
    return_url: Option<String>,
}

#[derive(Clone)]
struct Partner {
    host: &'static str,
    default_path: &'static str,
    commission_pct: u8,
}

struct Partners(HashMap<&'static str, Partner>);

impl Partners {
    fn seed() -> Self {
        Partners(HashMap::from([
            ("burren-lodge", Partner { host: "www.burrenlodge.ie", default_path: "/thanks", commission_pct: 8 }),
            ("clare-tourism", Partner { host: "visitclare.ie", default_path: "/bookings/complete", commission_pct: 5 }),
            ("aillwee-b-and-b", Partner { host: "aillweebnb.com", default_path: "/", commission_pct: 10 }),
        ]))
    }
}

fn with_booking(mut url: Url, booking: &str) -> Url {
    url.query_pairs_mut().append_pair("cave_booking", booking);
    url
}

async fn back_to_partner(
    State(partners): State<Arc<Partners>>,
    Query(q): Query<ReturnQuery>,
) -> impl IntoResponse {
    let ReturnQuery { partner, booking, return_url } = q;
    let Some(p) = partners.0.get(partner.as_str()) else {
        return (StatusCode::BAD_REQUEST, "unknown partner").into_response();
    };
    println!("booking {booking} via {partner} ({}% commission)", p.commission_pct);

    let fallback = || Url::parse(&format!("https://{}{}", p.host, p.default_path)).ok();
    let target = return_url
        .as_deref()
        .and_then(|raw| Url::parse(raw).ok())
        .or_else(fallback)
        .map(|u| with_booking(u, &booking));

    match target {
        Some(url) => Redirect::to(url.as_str()).into_response(),
        None => (StatusCode::BAD_REQUEST, "no return address").into_response(),
    }
}

#[tokio::main]
async fn main() {
    let app = Router::new()
        .route("/checkout/return", get(back_to_partner))
        .with_state(Arc::new(Partners::seed()));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8033").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
