// A kite order api program of the h63 set (cwe-942-cors).
use std::collections::HashSet;
use std::convert::Infallible;
use std::sync::Arc;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::header::{HeaderValue, ORIGIN};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use serde::Serialize;
use tokio::net::TcpListener;

/// Open orders of the kite workshop, shown in the partner shops' browser dashboards.
#[derive(Serialize, Clone)]
pub struct KiteOrder {
    pub reference: String,
    pub model: String,
    pub sail_colour: String,
    pub customer_email: String,
}

pub struct CorsPolicy {
    allowed: HashSet<String>,
}

impl CorsPolicy {
    pub fn from_env() -> Self {
        let raw = std::env::var("DASHBOARD_ORIGINS").unwrap_or_default();
        Self { allowed: raw.split(',').map(|o| o.trim().to_string()).filter(|o| !o.is_empty()).collect() }
    }

    /// Decorates a response with the CORS headers for the calling dashboard.
    pub fn apply(&self, origin: Option<&HeaderValue>, response: &mut Response<Full<Bytes>>) {
        let Some(origin) = origin.filter(|o| o.to_str().is_ok_and(|s| self.allowed.contains(s))) else {
            return;
        };
        let headers = response.headers_mut();
        headers.insert("access-control-allow-origin", origin.clone());
        headers.insert("access-control-allow-credentials", HeaderValue::from_static("true"));
        headers.insert("access-control-allow-methods", HeaderValue::from_static("GET, OPTIONS"));
        headers.insert("vary", HeaderValue::from_static("Origin"));
    }
}

pub trait OrderBook: Send + Sync {
    fn open_orders(&self) -> Vec<KiteOrder>;
}

pub struct WorkshopOrders(Vec<KiteOrder>);

impl OrderBook for WorkshopOrders {
    fn open_orders(&self) -> Vec<KiteOrder> {
        self.0.clone()
    }
}

/// Dashboards are signed in with the workshop's SSO cookie, which the edge proxy checks.
pub struct OrderApi {
    cors: CorsPolicy,
    book: Box<dyn OrderBook>,
}

impl OrderApi {
    pub async fn handle(&self, req: Request<Incoming>) -> Result<Response<Full<Bytes>>, Infallible> {
        let origin = req.headers().get(ORIGIN).cloned();
        let mut response = match (req.method(), req.uri().path()) {
            (&Method::OPTIONS, "/orders") => Response::new(Full::new(Bytes::new())),
            (&Method::GET, "/orders") => {
                let body = serde_json::to_vec(&self.book.open_orders()).unwrap_or_default();
                let mut r = Response::new(Full::new(Bytes::from(body)));
                r.headers_mut().insert("content-type", HeaderValue::from_static("application/json"));
                r
            }
            _ => {
                let mut r = Response::new(Full::new(Bytes::from_static(b"not found")));
                *r.status_mut() = StatusCode::NOT_FOUND;
                r
            }
        };
        self.cors.apply(origin.as_ref(), &mut response);
        Ok(response)
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let book = WorkshopOrders(vec![KiteOrder {
        reference: "KW-2291".into(),
        model: "Delta 180".into(),
        sail_colour: "saffron".into(),
        customer_email: "m.okafor@example.net".into(),
    }]);
    let api = Arc::new(OrderApi { cors: CorsPolicy::from_env(), book: Box::new(book) });
    let listener = TcpListener::bind("127.0.0.1:8091").await?;
    loop {
        let (stream, _) = listener.accept().await?;
        let api = Arc::clone(&api);
        tokio::spawn(async move {
            let service = service_fn(move |req| {
                let api = Arc::clone(&api);
                async move { api.handle(req).await }
            });
            let _ = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await;
        });
    }
}
