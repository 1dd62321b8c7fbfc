// A lot search program of the h68 set (cwe-1333-redos).
// pearl farms: wholesale buyers search graded pearl lots by a pattern over the grader's lot descriptions
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use warp::{http::StatusCode, reply, Filter, Rejection, Reply};

#[derive(Clone, Serialize)]
struct Lot {
    code: String,
    description: String,
    count: u32,
    price_per_momme: f32,
}

#[derive(Deserialize)]
struct LotSearch {
    pattern: String,
    min_count: Option<u32>,
}

fn compile(pattern: &str) -> Result<impl Fn(&str) -> bool, String> {
    let re = regex::RegexBuilder::new(pattern)
        .case_insensitive(true)
        .size_limit(1 << 20)
        .dfa_size_limit(1 << 22)
        .build()
        .map_err(|e| e.to_string())?;
    Ok(move |text: &str| re.is_match(text))
}

async fn search(
    LotSearch { pattern, min_count }: LotSearch,
    lots: Arc<Vec<Lot>>,
) -> Result<Box<dyn Reply>, Rejection> {
    if pattern.is_empty() || pattern.len() > 200 {
        return Ok(Box::new(reply::with_status("pattern length 1-200", StatusCode::BAD_REQUEST)));
    }
    let matcher = match compile(&pattern) {
        Ok(m) => m,
        Err(msg) => return Ok(Box::new(reply::with_status(msg, StatusCode::BAD_REQUEST))),
    };

    let min = min_count.unwrap_or(1);
    let hits: Vec<&Lot> = lots
        .iter()
        .filter(|lot| lot.count >= min)
        .filter(|lot| matcher(&lot.description))
        .collect();

    Ok(Box::new(reply::json(&hits)))
}

fn load_lots() -> Vec<Lot> {
    let raw = std::fs::read_to_string("/srv/pearlfarm/lots.tsv").unwrap_or_default();
    raw.lines()
        .filter_map(|line| {
            let mut cols = line.split('\t');
            Some(Lot {
                code: cols.next()?.to_owned(),
                description: cols.next()?.to_owned(),
                count: cols.next()?.parse().ok()?,
                price_per_momme: cols.next()?.parse().ok()?,
            })
        })
        .collect()
}

#[tokio::main]
async fn main() {
    let lots = Arc::new(load_lots());
    let with_lots = warp::any().map(move || Arc::clone(&lots));

    let route = warp::path!("lots" / "search")
        .and(warp::get())
        .and(warp::query::<LotSearch>())
        .and(with_lots)
        .and_then(search);

    warp::serve(route).run(([0, 0, 0, 0], 8012)).await;
}
