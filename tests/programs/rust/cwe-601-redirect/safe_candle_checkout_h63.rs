// A candle checkout program of the h63 set (cwe-601-redirect).
use std::sync::Arc;

use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, RequestPayloadExt, Response};
use serde::Deserialize;
use url::Url;

const STOREFRONT_DOMAIN: &str = "wickandtallow.co.uk";
const DEFAULT_CONTINUE: &str = "https://wickandtallow.co.uk/orders/thanks";

/// Posted by the storefront when a customer confirms a batch of hand-poured candles.
#[derive(Debug, Deserialize)]
pub struct CheckoutBody {
    pub basket_id: String,
    pub scent: String,
    pub quantity: u16,
}

pub struct ContinueTarget {
    url: Url,
}

impl ContinueTarget {
    pub fn resolve(raw: Option<&str>) -> Self {
        let fallback = || Url::parse(DEFAULT_CONTINUE).expect("static url");
        let url = raw
            .and_then(|r| Url::parse(r).ok())
            .filter(|u| u.scheme() == "https")
            .filter(|u| {
                u.host_str().is_some_and(|h| h == STOREFRONT_DOMAIN || h.ends_with(&format!(".{STOREFRONT_DOMAIN}")))
            })
            .unwrap_or_else(fallback);
        Self { url }
    }

    pub fn location(&self) -> &str {
        self.url.as_str()
    }
}

pub trait OrderQueue: Send + Sync {
    fn enqueue(&self, body: &CheckoutBody) -> Result<String, String>;
}

pub struct PouringQueue;

impl OrderQueue for PouringQueue {
    fn enqueue(&self, body: &CheckoutBody) -> Result<String, String> {
        if body.quantity == 0 || body.quantity > 48 {
            return Err("quantity must be between 1 and 48".into());
        }
        Ok(format!("pour-{}-{}", body.basket_id, body.scent))
    }
}

pub struct CheckoutController<Q: OrderQueue> {
    queue: Q,
}

impl<Q: OrderQueue> CheckoutController<Q> {
    pub async fn handle(&self, req: Request) -> Result<Response<Body>, Error> {
        let target = ContinueTarget::resolve(
            req.query_string_parameters_ref().and_then(|q| q.first("continue")),
        );
        let body: CheckoutBody = match req.payload() {
            Ok(Some(body)) => body,
            _ => return Ok(Response::builder().status(400).body(Body::from("invalid checkout"))?),
        };
        match self.queue.enqueue(&body) {
            Ok(_) => Ok(Response::builder()
                .status(303)
                .header("location", target.location())
                .body(Body::Empty)?),
            Err(reason) => Ok(Response::builder().status(422).body(Body::from(reason))?),
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let controller = Arc::new(CheckoutController { queue: PouringQueue });
    run(service_fn(move |req: Request| {
        let controller = Arc::clone(&controller);
        async move { controller.handle(req).await }
    }))
    .await
}
