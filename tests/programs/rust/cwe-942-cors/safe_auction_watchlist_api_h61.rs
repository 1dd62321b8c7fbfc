// A auction watchlist api program of the h61 set (cwe-942-cors).
// Auction house: registered bidders keep a watchlist of lots. The catalogue
// front-end (served from the auction house's own domain) calls this GraphQL
// API with the bidder's session cookie.
use std::collections::HashMap;
use std::sync::{Arc, RwLock};

use async_graphql::{Context, EmptySubscription, Object, Schema};
use async_graphql_axum::{GraphQLRequest, GraphQLResponse};
use axum::extract::State;
use axum::http::{header, HeaderMap, HeaderValue, Method};
use axum::routing::post;
use axum::Router;
use tower_http::cors::{AllowOrigin, CorsLayer};

#[derive(Default)]
struct WatchlistStore {
    by_bidder: RwLock<HashMap<String, Vec<i64>>>,
}

struct BidderId(String);

struct QueryRoot;

#[Object]
impl QueryRoot {
    async fn my_watchlist(&self, ctx: &Context<'_>) -> async_graphql::Result<Vec<i64>> {
        let bidder = ctx.data::<BidderId>().map_err(|_| "sign in required")?;
        let store = ctx.data::<Arc<WatchlistStore>>()?;
        Ok(store.by_bidder.read().unwrap().get(&bidder.0).cloned().unwrap_or_default())
    }
}

struct MutationRoot;

#[Object]
impl MutationRoot {
    async fn watch_lot(&self, ctx: &Context<'_>, lot_id: i64) -> async_graphql::Result<bool> {
        let bidder = ctx.data::<BidderId>().map_err(|_| "sign in required")?;
        let store = ctx.data::<Arc<WatchlistStore>>()?;
        store.by_bidder.write().unwrap().entry(bidder.0.clone()).or_default().push(lot_id);
        Ok(true)
    }
}

type AuctionSchema = Schema<QueryRoot, MutationRoot, EmptySubscription>;

#[derive(Clone)]
struct AppState {
    schema: AuctionSchema,
    sessions: Arc<RwLock<HashMap<String, String>>>,
}

fn bidder_from_cookie(headers: &HeaderMap, sessions: &RwLock<HashMap<String, String>>) -> Option<BidderId> {
    let raw = headers.get(header::COOKIE)?.to_str().ok()?;
    let (_, sid) = raw.split(';').filter_map(|kv| kv.trim().split_once('=')).find(|(k, _)| *k == "auction_sid")?;
    sessions.read().ok()?.get(sid).cloned().map(BidderId)
}

async fn graphql(State(state): State<AppState>, headers: HeaderMap, req: GraphQLRequest) -> GraphQLResponse {
    let mut request = req.into_inner();
    // Only JSON bodies may act as the signed-in bidder; browsers preflight those cross-origin.
    let is_json = headers.get(header::CONTENT_TYPE).and_then(|v| v.to_str().ok()).is_some_and(|v| v.starts_with("application/json"));
    if !is_json {
        return async_graphql::Response::from_errors(vec![async_graphql::ServerError::new("JSON body required", None)]).into();
    }
    if let Some(bidder) = bidder_from_cookie(&headers, &state.sessions) {
        request = request.data(bidder);
    }
    state.schema.execute(request).await.into()
}

fn cors_policy() -> anyhow::Result<CorsLayer> {
    // Comma-separated list, e.g. "https://www.hartley-auctions.co.uk,https://catalogue.hartley-auctions.co.uk"
    let origins = std::env::var("CATALOGUE_ORIGINS")?
        .split(',')
        .map(|o| o.trim().parse::<HeaderValue>())
        .collect::<Result<Vec<_>, _>>()?;
    Ok(CorsLayer::new()
        .allow_origin(AllowOrigin::list(origins))
        .allow_credentials(true)
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE]))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let schema = Schema::build(QueryRoot, MutationRoot, EmptySubscription)
        .data(Arc::new(WatchlistStore::default()))
        .finish();
    let state = AppState { schema, sessions: Arc::new(RwLock::new(HashMap::new())) };
    let app = Router::new().route("/graphql", post(graphql)).layer(cors_policy()?).with_state(state);
    axum::serve(tokio::net::TcpListener::bind("0.0.0.0:8090").await?, app).await?;
    Ok(())
}
