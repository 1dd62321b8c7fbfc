// A vintage carousel restorer signed quote link program of the h76 set (cwe-328-hash).
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use axum::{
    extract::{Path, Query, State},
    http::StatusCode,
    response::Html,
    routing::get,
    Router,
};
use serde::Deserialize;

struct QuoteSigner {
    secret: Vec<u8>,
    ttl_secs: u64,
}

impl QuoteSigner {
    fn new(secret: Vec<u8>, ttl_secs: u64) -> Self {
        Self { secret, ttl_secs }
    }

    fn digest(&self, quote_id: u64, expires: u64) -> Vec<u8> {
        let mut ctx = md5::Context::new();
        ctx.consume(&self.secret);
        ctx.consume(format!("{quote_id}:{expires}").as_bytes());
        ctx.compute().0.to_vec()
    }

    fn link(&self, quote_id: u64) -> String {
        let expires = now() + self.ttl_secs;
        let sig = hex::encode(self.digest(quote_id, expires));
        format!("/q/{quote_id}?exp={expires}&sig={sig}")
    }

    fn verify(&self, quote_id: u64, expires: u64, sig: &str) -> bool {
        if expires < now() {
            return false;
        }
        hex::decode(sig).map(|s| s == self.digest(quote_id, expires)).unwrap_or(false)
    }
}

fn now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

struct AppState {
    signer: QuoteSigner,
    quotes: HashMap<u64, (String, u32)>,
}

#[derive(Deserialize)]
struct LinkParams {
    exp: u64,
    sig: String,
}

async fn show_quote(
    State(state): State<Arc<AppState>>,
    Path(id): Path<u64>,
    Query(params): Query<LinkParams>,
) -> Result<Html<String>, StatusCode> {
    if !state.signer.verify(id, params.exp, &params.sig) {
        return Err(StatusCode::FORBIDDEN);
    }
    let (horse, cents) = state.quotes.get(&id).ok_or(StatusCode::NOT_FOUND)?;
    Ok(Html(format!(
        "<h1>Restoration quote #{id}</h1><p>{}: {}.{:02} EUR</p>",
        html_escape::encode_text(horse),
        cents / 100,
        cents % 100
    )))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let secret = std::env::var("QUOTE_LINK_SECRET")?.into_bytes();
    let mut quotes = HashMap::new();
    quotes.insert(1041, ("Jumper horse, 1912 Dentzel, repaint and gilding".to_string(), 1_250_000));
    quotes.insert(1042, ("Chariot bench, carved side panels".to_string(), 480_000));

    let state = Arc::new(AppState { signer: QuoteSigner::new(secret, 14 * 24 * 3600), quotes });
    for id in state.quotes.keys() {
        println!("customer link for quote {id}: {}", state.signer.link(*id));
    }

    let app = Router::new()
        .route("/q/:id", get(show_quote))
        .with_state(state);
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8095").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
