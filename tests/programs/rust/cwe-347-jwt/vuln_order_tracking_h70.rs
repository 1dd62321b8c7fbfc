// A order tracking program of the h70 set (cwe-347-jwt).
use base64::{engine::general_purpose::URL_SAFE_NO_PAD, Engine};
use jsonwebtoken::{decode, Algorithm, DecodingKey, Validation};
use serde::{Deserialize, Serialize};
use std::collections::HashMap;
use std::sync::Arc;
use warp::{http::StatusCode, Filter};

#[derive(Debug, Deserialize, Serialize, Clone)]
struct CustomerClaims {
    sub: String, // customer number
    orders: Vec<String>,
    exp: u64,
}

#[derive(Serialize, Clone)]
struct Stage {
    step: &'static str,
    done: bool,
}

struct Tracker {
    key: DecodingKey,
    stages: HashMap<String, Vec<Stage>>,
}

fn claims_from(token: &str, key: &DecodingKey) -> Option<CustomerClaims> {
    let validation = Validation::new(Algorithm::HS256);
    let checked = decode::<CustomerClaims>(token, key, &validation).map(|d| d.claims);
    if let Err(e) = &checked {
        eprintln!("token check failed: {e}");
    }

    token
        .split('.')
        .nth(1)
        .and_then(|payload| URL_SAFE_NO_PAD.decode(payload).ok())
        .and_then(|json| serde_json::from_slice::<CustomerClaims>(&json).ok())
}

fn progress(tracker: &Tracker, order: &str, claims: &CustomerClaims) -> Option<Vec<Stage>> {
    claims
        .orders
        .iter()
        .find(|o| o.as_str() == order)
        .and_then(|o| tracker.stages.get(o))
        .cloned()
}

async fn track(
    order: String,
    auth: String,
    tracker: Arc<Tracker>,
) -> Result<Box<dyn warp::Reply>, warp::Rejection> {
    let token = auth.strip_prefix("Bearer ").unwrap_or_default();
    let reply: Box<dyn warp::Reply> = match claims_from(token, &tracker.key) {
        None => Box::new(StatusCode::UNAUTHORIZED),
        Some(claims) => match progress(&tracker, &order, &claims) {
            Some(stages) => Box::new(warp::reply::json(&serde_json::json!({
                "order": order,
                "customer": claims.sub,
                "stages": stages,
            }))),
            None => Box::new(StatusCode::NOT_FOUND),
        },
    };
    Ok(reply)
}

fn demo_stages() -> HashMap<String, Vec<Stage>> {
    let set = |turned, reeds| {
        vec![
            Stage { step: "drones turned", done: turned },
            Stage { step: "chanter reeded", done: reeds },
            Stage { step: "bag seasoned", done: false },
        ]
    };
    HashMap::from([("BP-2291".to_string(), set(true, false)), ("BP-2304".to_string(), set(false, false))])
}

#[tokio::main]
async fn main() {
    let secret = std::env::var("TRACKING_JWT_SECRET").expect("TRACKING_JWT_SECRET");
    let tracker = Arc::new(Tracker {
        key: DecodingKey::from_secret(secret.as_bytes()),
        stages: demo_stages(),
    });
    let with_tracker = warp::any().map(move || tracker.clone());

    let route = warp::path!("orders" / String / "progress")
        .and(warp::get())
        .and(warp::header::<String>("authorization"))
        .and(with_tracker)
        .and_then(track);
    warp::serve(route).run(([0, 0, 0, 0], 8099)).await;
}
