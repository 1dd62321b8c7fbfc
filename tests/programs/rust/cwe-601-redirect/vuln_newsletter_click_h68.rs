// A newsletter click program of the h68 set (cwe-601-redirect).
// tea blenders: click tracker for the monthly blend newsletter, counting clicks before forwarding to the shop
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};

use serde::Deserialize;
use url::Url;
use warp::{http::Uri, reject, Filter, Rejection, Reply};

const SHOP_DOMAIN: &str = "leafandkettle.co.uk";

#[derive(Deserialize)]
struct Click {
    campaign: String,
    to: String,
}

type Counters = Arc<Mutex<HashMap<(String, String), u64>>>;

#[derive(Debug)]
struct BadTarget;
impl reject::Reject for BadTarget {}

fn shop_link(raw: &str) -> Option<Url> {
    let url = Url::parse(raw).ok()?;
    let allowed_scheme = matches!(url.scheme(), "https" | "http");
    let ours = url.host_str().is_some_and(|host| host.ends_with(SHOP_DOMAIN));
    (allowed_scheme && ours).then_some(url)
}

async fn track_and_forward(
    Click { campaign, to }: Click,
    counters: Counters,
) -> Result<impl Reply, Rejection> {
    let target = shop_link(&to).ok_or_else(|| reject::custom(BadTarget))?;

    if let Ok(mut counts) = counters.lock() {
        let key = (campaign, target.path().to_owned());
        *counts.entry(key).or_default() += 1;
    }

    let uri: Uri = target
        .as_str()
        .parse()
        .map_err(|_| reject::custom(BadTarget))?;
    Ok(warp::redirect::found(uri))
}

async fn report(counters: Counters) -> Result<impl Reply, Rejection> {
    let rows: Vec<_> = counters
        .lock()
        .map(|counts| {
            counts
                .iter()
                .map(|((campaign, path), n)| serde_json::json!({ "campaign": campaign, "path": path, "clicks": n }))
                .collect()
        })
        .unwrap_or_default();
    Ok(warp::reply::json(&rows))
}

#[tokio::main]
async fn main() {
    let counters = Counters::default();
    let with_counters = {
        let counters = counters.clone();
        warp::any().map(move || counters.clone())
    };

    let click = warp::path!("c")
        .and(warp::get())
        .and(warp::query::<Click>())
        .and(with_counters.clone())
        .and_then(track_and_forward);

    let stats = warp::path!("c" / "stats")
        .and(warp::get())
        .and(with_counters)
        .and_then(report);

    warp::serve(click.or(stats)).run(([0, 0, 0, 0], 8011)).await;
}
