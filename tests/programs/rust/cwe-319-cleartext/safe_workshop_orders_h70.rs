// A workshop orders program of the h70 set (cwe-319-cleartext).
use reqwest::Client;
use serde::{Deserialize, Serialize};
use std::sync::Arc;
use warp::{http::StatusCode, Filter};

const WORKSHOP_ORDERS_URL: &str = "https://orders.klompenmakerij-dekker.nl/api/v1/orders";

#[derive(Deserialize)]
struct ShopOrder {
    customer_name: String,
    email: String,
    phone: String,
    street: String,
    postcode: String,
    foot_length_mm: [u16; 2],
    wood: String,
    finish: Option<String>,
}

#[derive(Serialize, Default)]
struct WorkshopOrder {
    wood: String,
    finish: String,
    left_mm: u16,
    right_mm: u16,
    ship_to: Vec<String>,
    contact: Vec<(String, String)>,
}

impl WorkshopOrder {
    fn builder() -> Self {
        Self { finish: "natural".into(), ..Default::default() }
    }
    fn wood(mut self, w: &str) -> Self {
        self.wood = w.to_lowercase();
        self
    }
    fn finish(mut self, f: Option<&str>) -> Self {
        if let Some(f) = f {
            self.finish = f.to_lowercase();
        }
        self
    }
    fn feet(mut self, [l, r]: [u16; 2]) -> Self {
        self.left_mm = l;
        self.right_mm = r;
        self
    }
    fn ship_to<I: IntoIterator<Item = String>>(mut self, lines: I) -> Self {
        self.ship_to = lines.into_iter().filter(|l| !l.trim().is_empty()).collect();
        self
    }
    fn contact(mut self, kind: &str, value: &str) -> Self {
        self.contact.push((kind.to_string(), value.to_string()));
        self
    }
}

async fn place(order: ShopOrder, client: Arc<Client>) -> Result<impl warp::Reply, warp::Rejection> {
    let payload = WorkshopOrder::builder()
        .wood(&order.wood)
        .finish(order.finish.as_deref())
        .feet(order.foot_length_mm)
        .ship_to([order.customer_name.clone(), order.street.clone(), order.postcode.clone()])
        .contact("email", &order.email)
        .contact("phone", &order.phone);

    let token = std::env::var("WORKSHOP_TOKEN").unwrap_or_default();
    let sent = client
        .post(WORKSHOP_ORDERS_URL)
        .bearer_auth(token)
        .json(&payload)
        .send()
        .await;

    let status = match sent {
        Ok(r) if r.status().is_success() => StatusCode::ACCEPTED,
        Ok(_) => StatusCode::BAD_GATEWAY,
        Err(_) => StatusCode::SERVICE_UNAVAILABLE,
    };
    Ok(warp::reply::with_status(
        warp::reply::json(&serde_json::json!({ "queued": status == StatusCode::ACCEPTED })),
        status,
    ))
}

#[tokio::main]
async fn main() {
    let client = Arc::new(
        Client::builder()
            .https_only(true)
            .build()
            .expect("http client"),
    );
    let with_client = warp::any().map(move || client.clone());
    let route = warp::path!("orders")
        .and(warp::post())
        .and(warp::body::json())
        .and(with_client)
        .and_then(place);
    warp::serve(route).run(([0, 0, 0, 0], 8040)).await;
}
