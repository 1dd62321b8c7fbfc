// A kite order confirmation program of the h67 set (cwe-079-xss).
// kite makers: accept custom kite orders and show a confirmation page with the painted inscription
use std::sync::Arc;

use async_trait::async_trait;
use axum::{
    extract::{FromRequest, Request, State},
    http::StatusCode,
    response::{Html, IntoResponse, Response},
    routing::post,
    Form, Router,
};
use serde::{de::DeserializeOwned, Deserialize};
use tokio::sync::Mutex;
use validator::Validate;

struct ValidatedForm<T>(T);

#[async_trait]
impl<T, S> FromRequest<S> for ValidatedForm<T>
where
    T: DeserializeOwned + Validate,
    S: Send + Sync,
{
    type Rejection = Response;

    async fn from_request(req: Request, state: &S) -> Result<Self, Self::Rejection> {
        let Form(value) = Form::<T>::from_request(req, state)
            .await
            .map_err(IntoResponse::into_response)?;
        value
            .validate()
            .map_err(|e| (StatusCode::UNPROCESSABLE_ENTITY, e.to_string()).into_response())?;
        Ok(ValidatedForm(value))
    }
}

#[derive(Debug, Deserialize, Clone, Copy)]
#[serde(rename_all = "kebab-case")]
enum KiteModel {
    Delta,
    Sled,
    Box,
    RokkakuSix,
}

#[derive(Debug, Deserialize, Validate)]
struct KiteOrder {
    #[validate(length(min = 2, max = 80))]
    customer_name: String,
    #[validate(email)]
    email: String,
    model: KiteModel,
    #[validate(length(max = 40))]
    inscription: String,
}

#[derive(Default)]
struct OrderBook {
    next_id: u32,
}

struct AppState {
    orders: Mutex<OrderBook>,
}

async fn place_order(
    State(state): State<Arc<AppState>>,
    ValidatedForm(order): ValidatedForm<KiteOrder>,
) -> Html<String> {
    let order_no = {
        let mut book = state.orders.lock().await;
        book.next_id += 1;
        book.next_id
    };

    Html(format!(
        r#"<!doctype html>
<html><head><title>Order {order_no}</title></head>
<body>
  <h1>Thank you, {name}!</h1>
  <p>Your {model:?} kite is in the workshop queue as order #{order_no}.</p>
  <p>Inscription to be painted on the sail:</p>
  <blockquote class="inscription">{inscription}</blockquote>
  <p>We will email {email} when it is ready to fly.</p>
</body></html>"#,
        name = order.customer_name,
        model = order.model,
        inscription = order.inscription,
        email = order.email,
    ))
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let state = Arc::new(AppState {
        orders: Mutex::new(OrderBook::default()),
    });
    let app = Router::new()
        .route("/orders", post(place_order))
        .with_state(state);

    let listener = tokio::net::TcpListener::bind("0.0.0.0:3000").await?;
    axum::serve(listener, app).await?;
    Ok(())
}
