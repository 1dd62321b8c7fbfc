// A snowshoe rental checkout return redirect program of the h75 set (cwe-601-redirect).
use axum::{
    extract::{Query, State},
    response::{IntoResponse, Redirect, Response},
    routing::{get, post},
    Router,
};
use serde::Deserialize;
use std::{collections::HashSet, sync::{Arc, RwLock}};

const DEFAULT_LANDING: &str = "/rentals";

#[derive(Deserialize)]
struct CheckoutDone {
    order: String,
    next: Option<String>,
}

#[derive(Default)]
struct Orders {
    paid: RwLock<HashSet<String>>,
}

#[derive(Debug, thiserror::Error)]
enum ReturnError {
    #[error("return target is empty")]
    Empty,
    #[error("return target {0:?} leaves the rental site")]
    External(String),
}

fn local_target(next: &str) -> Result<String, ReturnError> {
    let next = next.trim();
    if next.is_empty() {
        return Err(ReturnError::Empty);
    }
    if !next.starts_with('/') {
        return Err(ReturnError::External(next.to_string()));
    }
    Ok(next.to_string())
}

async fn checkout_complete(State(orders): State<Arc<Orders>>, Query(q): Query<CheckoutDone>) -> Response {
    let paid = match orders.paid.read() {
        Ok(set) => set.contains(&q.order),
        Err(poisoned) => {
            tracing::error!("order set lock poisoned, recovering");
            poisoned.into_inner().contains(&q.order)
        }
    };
    if !paid {
        tracing::info!(order = %q.order, "checkout return for unpaid order");
        return Redirect::to(&format!("{DEFAULT_LANDING}?status=pending")).into_response();
    }

    let target = match q.next.as_deref().map(local_target) {
        Some(Ok(path)) => path,
        Some(Err(err)) => {
            tracing::info!(order = %q.order, error = %err, "ignoring return target");
            DEFAULT_LANDING.to_string()
        }
        None => DEFAULT_LANDING.to_string(),
    };
    Redirect::to(&target).into_response()
}

async fn mark_paid(State(orders): State<Arc<Orders>>, Query(q): Query<CheckoutDone>) -> &'static str {
    match orders.paid.write() {
        Ok(mut set) => {
            set.insert(q.order);
            "ok"
        }
        Err(_) => "unavailable",
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let orders = Arc::new(Orders::default());
    let app = Router::new()
        .route("/checkout/complete", get(checkout_complete))
        .route("/internal/payment-webhook", post(mark_paid))
        .with_state(orders);
    let listener = tokio::net::TcpListener::bind("127.0.0.1:8020").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
