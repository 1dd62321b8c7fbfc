// A visit magic link program of the h69 set (cwe-330-random).
use std::collections::HashMap;
use std::convert::Infallible;
use std::sync::Arc;
use std::time::{Duration, Instant};

use serde::{Deserialize, Serialize};
use tokio::sync::Mutex;
use warp::{http::StatusCode, Filter};

const LINK_TTL: Duration = Duration::from_secs(48 * 3600);

#[derive(Clone)]
struct PendingVisit {
    owner_email: String,
    horse: String,
    slot: String,
    issued: Instant,
}

/// One-time confirmation links, created when the round is planned and redeemed by owners.
struct LinkBook {
    links: Mutex<HashMap<String, PendingVisit>>,
}

impl LinkBook {
    fn new_token() -> String {
        let mut bytes = [0u8; 16];
        getrandom::fill(&mut bytes).expect("operating system RNG available");
        hex::encode(bytes)
    }

    async fn issue(&self, visit: PendingVisit) -> String {
        let token = Self::new_token();
        self.links.lock().await.insert(token.clone(), visit);
        token
    }

    async fn redeem(&self, token: &str) -> Option<PendingVisit> {
        let visit = self.links.lock().await.remove(token)?;
        (visit.issued.elapsed() < LINK_TTL).then_some(visit)
    }
}

#[derive(Deserialize)]
struct PlanVisit {
    owner_email: String,
    horse: String,
    slot: String,
}

#[derive(Serialize)]
struct Planned {
    link: String,
}

fn with_book(book: Arc<LinkBook>) -> impl Filter<Extract = (Arc<LinkBook>,), Error = Infallible> + Clone {
    warp::any().map(move || book.clone())
}

async fn plan_visit(plan: PlanVisit, book: Arc<LinkBook>) -> Result<impl warp::Reply, Infallible> {
    let token = book
        .issue(PendingVisit {
            owner_email: plan.owner_email,
            horse: plan.horse,
            slot: plan.slot,
            issued: Instant::now(),
        })
        .await;
    // the mailer picks this link up from the planning screen and sends it to the owner
    let link = format!("https://book.ironhoofforge.co.uk/visits/confirm/{token}");
    Ok(warp::reply::with_status(warp::reply::json(&Planned { link }), StatusCode::CREATED))
}

async fn confirm_visit(token: String, book: Arc<LinkBook>) -> Result<impl warp::Reply, Infallible> {
    match book.redeem(&token).await {
        Some(visit) => {
            tracing::info!(horse = %visit.horse, slot = %visit.slot, owner = %visit.owner_email, "visit confirmed");
            Ok(warp::reply::with_status(format!("{} is booked for {}", visit.horse, visit.slot), StatusCode::OK))
        }
        None => Ok(warp::reply::with_status("link expired or already used".to_owned(), StatusCode::GONE)),
    }
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt::init();
    let book = Arc::new(LinkBook { links: Mutex::new(HashMap::new()) });

    let plan = warp::post()
        .and(warp::path!("visits"))
        .and(warp::body::json())
        .and(with_book(book.clone()))
        .and_then(plan_visit);
    let confirm = warp::get()
        .and(warp::path!("visits" / "confirm" / String))
        .and(with_book(book))
        .and_then(confirm_visit);

    warp::serve(plan.or(confirm)).run(([0, 0, 0, 0], 8320)).await;
}
