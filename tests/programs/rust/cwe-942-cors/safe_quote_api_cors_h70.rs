// A quote api cors program of the h70 set (cwe-942-cors).
use axum::{
    extract::State,
    http::{header, HeaderMap, HeaderValue, Method, StatusCode},
    routing::{get, post},
    Json, Router,
};
use serde::{Deserialize, Serialize};
use std::{
    collections::HashMap,
    sync::{Arc, Mutex},
};
use tower_http::cors::{AllowOrigin, CorsLayer};

#[derive(Deserialize)]
struct QuoteRequest {
    piece: String,
    fabric_metres: f32,
    foam_replace: bool,
}

#[derive(Serialize, Clone)]
struct Quote {
    piece: String,
    total_gbp: f32,
    customer: String,
}

#[derive(Default)]
struct Shop {
    quotes: Mutex<HashMap<String, Vec<Quote>>>,
}

fn customer_from(headers: &HeaderMap) -> Option<String> {
    headers
        .get(header::COOKIE)?
        .to_str()
        .ok()?
        .split(';')
        .filter_map(|kv| kv.trim().split_once('='))
        .find(|(k, _)| *k == "hw_customer")
        .map(|(_, v)| v.to_string())
}

fn labour_for(piece: &str) -> f32 {
    match piece {
        "wing-chair" => 320.0,
        "chaise" => 450.0,
        "dining-seat" => 65.0,
        _ => 200.0,
    }
}

async fn request_quote(
    State(shop): State<Arc<Shop>>,
    headers: HeaderMap,
    Json(req): Json<QuoteRequest>,
) -> Result<Json<Quote>, StatusCode> {
    let customer = customer_from(&headers).ok_or(StatusCode::UNAUTHORIZED)?;
    let foam = if req.foam_replace { 85.0 } else { 0.0 };
    let quote = Quote {
        piece: req.piece.clone(),
        total_gbp: labour_for(&req.piece) + req.fabric_metres * 42.0 + foam,
        customer: customer.clone(),
    };
    shop.quotes.lock().unwrap().entry(customer).or_default().push(quote.clone());
    Ok(Json(quote))
}

async fn my_quotes(State(shop): State<Arc<Shop>>, headers: HeaderMap) -> Result<Json<Vec<Quote>>, StatusCode> {
    let customer = customer_from(&headers).ok_or(StatusCode::UNAUTHORIZED)?;
    let quotes = shop.quotes.lock().unwrap().get(&customer).cloned().unwrap_or_default();
    Ok(Json(quotes))
}

fn cors() -> CorsLayer {
    CorsLayer::new()
        .allow_origin(AllowOrigin::list([
            HeaderValue::from_static("https://www.hartwell-upholstery.co.uk"),
            HeaderValue::from_static("https://book.hartwell-upholstery.co.uk"),
        ]))
        .allow_methods([Method::GET, Method::POST])
        .allow_headers([header::CONTENT_TYPE])
        .allow_credentials(true)
}

#[tokio::main]
async fn main() {
    let app = Router::new()
        .route("/quotes", post(request_quote))
        .route("/quotes/mine", get(my_quotes))
        .layer(cors())
        .with_state(Arc::new(Shop::default()));
    let listener = tokio::net::TcpListener::bind("0.0.0.0:8009").await.unwrap();
    axum::serve(listener, app).await.unwrap();
}
