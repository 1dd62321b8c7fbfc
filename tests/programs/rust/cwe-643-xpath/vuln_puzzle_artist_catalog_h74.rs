// A puzzle artist catalog program of the h74 set (cwe-643-xpath).
use std::convert::Infallible;
use std::sync::Arc;
use std::time::Duration;

use serde::Deserialize;
use sxd_document::parser;
use sxd_xpath::{Context, Factory, Value};
use tokio::sync::RwLock;
use warp::Filter;

const CATALOG_PATH: &str = "/srv/cutpiece/catalog/artwork.xml";

#[derive(Deserialize)]
struct ArtistQuery {
    artist: String,
}

type Catalog = Arc<RwLock<String>>;

fn titles_by_artist(xml: &str, artist: &str) -> Result<Vec<String>, String> {
    let package = parser::parse(xml).map_err(|e| format!("catalogue parse error: {e:?}"))?;
    let doc = package.as_document();
    let expr = format!("//design[@status='released' and artist/@name='{artist}']/title");
    let xpath = Factory::new()
        .build(&expr)
        .map_err(|e| format!("bad search: {e:?}"))?
        .ok_or("empty search")?;
    let context = Context::new();
    match xpath.evaluate(&context, doc.root()).map_err(|e| format!("{e:?}"))? {
        Value::Nodeset(nodes) => Ok(nodes.document_order().iter().map(|n| n.string_value()).collect()),
        _ => Ok(Vec::new()),
    }
}

async fn search(q: ArtistQuery, catalog: Catalog) -> Result<Box<dyn warp::Reply>, Infallible> {
    let artist = q.artist.trim().to_string();
    if artist.is_empty() || artist.len() > 80 {
        return Ok(Box::new(warp::reply::with_status("artist name required", warp::http::StatusCode::BAD_REQUEST)));
    }
    let xml = catalog.read().await.clone();
    let found = tokio::task::spawn_blocking(move || titles_by_artist(&xml, &artist)).await;
    Ok(match found {
        Ok(Ok(titles)) => Box::new(warp::reply::json(&titles)),
        Ok(Err(e)) => {
            eprintln!("catalogue search failed: {e}");
            Box::new(warp::reply::with_status("search failed", warp::http::StatusCode::BAD_REQUEST))
        }
        Err(_) => Box::new(warp::reply::with_status("busy", warp::http::StatusCode::SERVICE_UNAVAILABLE)),
    })
}

async fn reload_catalog(catalog: Catalog) {
    let mut every = tokio::time::interval(Duration::from_secs(120));
    loop {
        every.tick().await;
        match tokio::fs::read_to_string(CATALOG_PATH).await {
            Ok(xml) if xml != *catalog.read().await => {
                *catalog.write().await = xml;
                println!("artwork catalogue reloaded");
            }
            Ok(_) => {}
            Err(e) => eprintln!("could not read catalogue: {e}"),
        }
    }
}

#[tokio::main]
async fn main() {
    let catalog: Catalog = Arc::new(RwLock::new(String::from("<catalog/>")));
    tokio::spawn(reload_catalog(catalog.clone()));

    let with_catalog = warp::any().map(move || catalog.clone());
    let route = warp::path!("designs" / "by-artist")
        .and(warp::get())
        .and(warp::query::<ArtistQuery>())
        .and(with_catalog)
        .and_then(search);
    warp::serve(route).run(([0, 0, 0, 0], 8097)).await;
}
