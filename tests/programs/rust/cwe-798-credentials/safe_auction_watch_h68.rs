// A auction watch program of the h68 set (cwe-798-credentials).
// vintage car restorers: watches classic-car auction listings for project cars matching the workshop's marques
use std::sync::Arc;

use anyhow::Context;
use poem::{
    get, handler,
    http::StatusCode,
    listener::TcpListener,
    web::{Data, Json, Query},
    EndpointExt, Error, Result, Route, Server,
};
use serde::{Deserialize, Serialize};

const AUCTION_API: &str = "https://api.klassiker-auktionen.de/v2";

struct AuctionClient {
    http: reqwest::Client,
    api_key: String,
}

impl AuctionClient {
    fn from_env() -> anyhow::Result<Self> {
        let api_key = std::env::var("AUCTION_API_KEY")
            .ok()
            .filter(|k| !k.is_empty())
            .context("AUCTION_API_KEY must be set")?;
        Ok(Self {
            http: reqwest::Client::builder()
                .user_agent("restaurierung-watch/1.3")
                .build()
                .context("building http client")?,
            api_key,
        })
    }

    async fn listings(&self, marque: &str, max_price: u32) -> reqwest::Result<Vec<Listing>> {
        self.http
            .get(format!("{AUCTION_API}/listings"))
            .header("X-Api-Key", &self.api_key)
            .query(&[("make", marque), ("max_price", &max_price.to_string()), ("condition", "project")])
            .send()
            .await?
            .error_for_status()?
            .json()
            .await
    }
}

#[derive(Deserialize)]
struct WatchQuery {
    marque: String,
    max_price: Option<u32>,
}

#[derive(Deserialize, Serialize)]
struct Listing {
    lot: String,
    title: String,
    year: u16,
    current_bid: u32,
    ends_at: String,
}

#[handler]
async fn watch(
    Data(client): Data<&Arc<AuctionClient>>,
    Query(WatchQuery { marque, max_price }): Query<WatchQuery>,
) -> Result<Json<Vec<Listing>>> {
    let marque = match marque.to_ascii_lowercase().as_str() {
        m @ ("jaguar" | "lancia" | "alfa-romeo" | "porsche" | "mercedes-benz") => m.to_owned(),
        _ => return Err(Error::from_string("marque not restored here", StatusCode::BAD_REQUEST)),
    };

    let mut listings = client
        .listings(&marque, max_price.unwrap_or(40_000))
        .await
        .map_err(|e| Error::from_string(e.to_string(), StatusCode::BAD_GATEWAY))?;
    listings.retain(|Listing { year, .. }| *year < 1985);
    listings.sort_by_key(|l| l.current_bid);
    Ok(Json(listings))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let client = Arc::new(AuctionClient::from_env()?);
    let app = Route::new().at("/watch", get(watch)).data(client);
    Server::new(TcpListener::bind("0.0.0.0:3200")).run(app).await?;
    Ok(())
}
