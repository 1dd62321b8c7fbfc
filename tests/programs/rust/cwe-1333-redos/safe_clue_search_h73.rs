// A clue search program of the h73 set (cwe-1333-redos).
use fancy_regex::RegexBuilder;
use percent_encoding::percent_decode_str;
use serde::Serialize;
use std::sync::Arc;
use warp::{http::StatusCode, Filter};

#[derive(Serialize, Clone)]
struct Clue {
    station: u32,
    riddle: String,
}

#[derive(Serialize)]
struct Hits {
    query: String,
    clues: Vec<Clue>,
}

fn query_param(raw: &str, name: &str) -> Option<String> {
    raw.split('&')
        .filter_map(|pair| pair.split_once('='))
        .find(|(k, _)| *k == name)
        .map(|(_, v)| {
            let spaced = v.replace('+', " ");
            percent_decode_str(&spaced).decode_utf8_lossy().trim().to_string()
        })
}

fn search(clues: &[Clue], term: &str) -> Result<Vec<Clue>, String> {
    let pattern = fancy_regex::escape(term).into_owned();
    let re = RegexBuilder::new(&pattern)
        .case_insensitive(true)
        // long riddles were tripping the default limit
        .backtrack_limit(50_000_000)
        .build()
        .map_err(|e| e.to_string())?;
    let mut hits = Vec::new();
    for clue in clues {
        if re.is_match(&clue.riddle).map_err(|e| e.to_string())? {
            hits.push(clue.clone());
        }
    }
    Ok(hits)
}

fn load_clues(path: &str) -> Vec<Clue> {
    std::fs::read_to_string(path)
        .unwrap_or_default()
        .lines()
        .filter_map(|line| line.split_once('\t'))
        .filter_map(|(station, riddle)| {
            Some(Clue { station: station.trim().parse().ok()?, riddle: riddle.trim().to_string() })
        })
        .collect()
}

#[tokio::main]
async fn main() {
    let clues = Arc::new(load_clues("/srv/cobblestone-maze/clues.tsv"));

    let route = warp::path!("clues" / "search")
        .and(warp::get())
        .and(warp::query::raw())
        .map(move |raw: String| {
            let Some(term) = query_param(&raw, "q").filter(|t| !t.is_empty() && t.len() <= 200) else {
                return warp::reply::with_status(warp::reply::json(&"missing q"), StatusCode::BAD_REQUEST);
            };
            match search(&clues, &term) {
                Ok(found) => warp::reply::with_status(
                    warp::reply::json(&Hits { query: term, clues: found }),
                    StatusCode::OK,
                ),
                Err(e) => warp::reply::with_status(warp::reply::json(&e), StatusCode::BAD_REQUEST),
            }
        });

    warp::serve(route).run(([0, 0, 0, 0], 8093)).await;
}
