// Imports a partner's course feed from a URL the caller gives, after the URL is vetted.
use axum::{extract::Query, http::StatusCode};
use serde::Deserialize;
use url::Url;

#[derive(Deserialize)]
pub struct FeedQuery {
    feed: String,
}

#[derive(Debug)]
pub enum VetError {
    BadUrl,
    BadHost,
}

fn vet_feed(raw: &str) -> Result<(), VetError> {
    let u = Url::parse(raw).map_err(|_| VetError::BadUrl)?;
    if u.scheme() != "https" || u.host_str() != Some("feeds.partner-network.org") {
        return Err(VetError::BadHost);
    }
    Ok(())
}

pub async fn import_feed(Query(q): Query<FeedQuery>) -> Result<String, StatusCode> {
    match vet_feed(&q.feed) {
        Ok(()) => {}
        Err(_) => return Err(StatusCode::BAD_REQUEST),
    }
    let resp = reqwest::get(&q.feed).await.map_err(|_| StatusCode::BAD_GATEWAY)?;
    resp.text().await.map_err(|_| StatusCode::BAD_GATEWAY)
}
