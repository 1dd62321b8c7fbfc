// A tattoo flash search program of the h62 set (cwe-1333-redos).
// Tattoo studio: clients browse the flash catalogue by typing into a search
// box; matching runs against each design's title and tag line.
use fancy_regex::Regex;
use poem::{
    get, handler,
    http::StatusCode,
    listener::TcpListener,
    web::{Data, Json, Query},
    EndpointExt, Error, Result, Route, Server,
};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

#[derive(Serialize, Clone)]
struct FlashDesign {
    id: u32,
    title: String,
    tags: String,
    artist: String,
}

#[derive(Deserialize)]
struct SearchParams {
    q: String,
    artist: Option<String>,
}

struct Catalogue {
    designs: Vec<FlashDesign>,
}

fn matcher(term: &str) -> Result<Regex> {
    let term = term.trim();
    if term.is_empty() || term.len() > 64 {
        return Err(Error::from_string("search term must be 1-64 characters", StatusCode::BAD_REQUEST));
    }
    Regex::new(&format!("(?i){}", term))
        .map_err(|_| Error::from_string("unsupported search term", StatusCode::BAD_REQUEST))
}

fn hits<'a>(
    catalogue: &'a Catalogue,
    re: &'a Regex,
    artist: Option<&'a str>,
) -> impl Iterator<Item = &'a FlashDesign> + 'a {
    catalogue
        .designs
        .iter()
        .filter(move |d| artist.map_or(true, |a| d.artist.eq_ignore_ascii_case(a)))
        .filter(move |d| {
            let haystack = format!("{} {}", d.title, d.tags);
            re.is_match(&haystack).unwrap_or(false)
        })
}

#[handler]
fn search(catalogue: Data<&Arc<Catalogue>>, Query(params): Query<SearchParams>) -> Result<Json<Vec<FlashDesign>>> {
    let re = matcher(&params.q)?;
    let found = hits(&catalogue, &re, params.artist.as_deref())
        .take(50)
        .cloned()
        .collect();
    Ok(Json(found))
}

fn load_catalogue() -> Catalogue {
    let path = std::env::var("FLASH_CATALOGUE").unwrap_or_else(|_| "/srv/studio/flash.json".into());
    let designs = std::fs::read_to_string(path)
        .ok()
        .and_then(|raw| serde_json::from_str::<Vec<serde_json::Value>>(&raw).ok())
        .unwrap_or_default()
        .into_iter()
        .filter_map(|v| {
            Some(FlashDesign {
                id: v.get("id")?.as_u64()? as u32,
                title: v.get("title")?.as_str()?.to_string(),
                tags: v.get("tags")?.as_str().unwrap_or("").to_string(),
                artist: v.get("artist")?.as_str()?.to_string(),
            })
        })
        .collect();
    Catalogue { designs }
}

#[tokio::main]
async fn main() -> std::io::Result<()> {
    let app = Route::new()
        .at("/flash/search", get(search))
        .data(Arc::new(load_catalogue()));
    Server::new(TcpListener::bind("0.0.0.0:3002")).run(app).await
}
