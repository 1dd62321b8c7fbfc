// A pest control inspection program of the h62 set (cwe-601-redirect).
// Pest control: customers request an inspection visit; the request is queued
// for the dispatcher and the browser is sent back to the booking overview.
use serde::Deserialize;
use std::convert::Infallible;
use tokio::sync::mpsc;
use warp::http::Uri;
use warp::Filter;

#[derive(Deserialize, Debug)]
struct InspectionRequest {
    customer_ref: String,
    pest: String,
    postcode: String,
    return_to: Option<String>,
}

#[derive(Debug)]
struct Visit {
    customer_ref: String,
    pest: String,
    postcode: String,
}

fn overview_target(raw: Option<&str>) -> Uri {
    let fallback = Uri::from_static("/bookings");
    raw.and_then(|r| r.parse::<Uri>().ok())
        .filter(|uri| uri.path().starts_with("/bookings"))
        .unwrap_or(fallback)
}

fn to_visit(req: &InspectionRequest) -> Option<Visit> {
    let known = ["rodents", "wasps", "termites", "bedbugs", "ants"];
    known.contains(&req.pest.as_str()).then(|| Visit {
        customer_ref: req.customer_ref.trim().to_string(),
        pest: req.pest.clone(),
        postcode: req.postcode.trim().to_uppercase(),
    })
}

async fn request_inspection(
    form: InspectionRequest,
    dispatch: mpsc::Sender<Visit>,
) -> Result<impl warp::Reply, Infallible> {
    let queued = match to_visit(&form) {
        Some(visit) => dispatch.send(visit).await.is_ok(),
        None => false,
    };
    let target = if queued {
        overview_target(form.return_to.as_deref())
    } else {
        Uri::from_static("/bookings?error=1")
    };
    Ok(warp::redirect::see_other(target))
}

async fn dispatcher(mut rx: mpsc::Receiver<Visit>) {
    while let Some(v) = rx.recv().await {
        println!("queued {} visit for {} in {}", v.pest, v.customer_ref, v.postcode);
    }
}

#[tokio::main]
async fn main() {
    let (tx, rx) = mpsc::channel::<Visit>(64);
    tokio::spawn(dispatcher(rx));

    let with_dispatch = warp::any().map(move || tx.clone());
    let route = warp::path("inspections")
        .and(warp::post())
        .and(warp::body::content_length_limit(16 * 1024))
        .and(warp::body::form::<InspectionRequest>())
        .and(with_dispatch)
        .and_then(request_inspection);

    warp::serve(route).run(([0, 0, 0, 0], 3031)).await;
}
