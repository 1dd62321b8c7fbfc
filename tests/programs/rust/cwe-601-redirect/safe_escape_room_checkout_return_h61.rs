// A escape room checkout return program of the h61 set (cwe-601-redirect).
// Escape rooms: the payment provider sends the player back to an API Gateway
// route after checkout (payment itself is confirmed by the provider's webhook).
// This Lambda notes that the player came back and redirects to the page the
// player started from (the "return_to" parameter).
use std::sync::Arc;

use aws_sdk_dynamodb::types::AttributeValue;
use aws_sdk_dynamodb::Client as DynamoClient;
use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};

const DEFAULT_LANDING: &str = "/my-bookings";

struct ReturnPathValidator;

impl ReturnPathValidator {
    /// Only paths on our own site are acceptable return targets.
    fn accept<'a>(&self, candidate: Option<&'a str>) -> &'a str {
        match candidate {
            Some(path)
                if path.starts_with('/')
                    && !path.starts_with("//")
                    && !path.contains('\\')
                    && !path.chars().any(char::is_control) =>
            {
                path
            }
            _ => DEFAULT_LANDING,
        }
    }
}

#[async_trait::async_trait]
trait BookingStore: Send + Sync {
    async fn note_return(&self, booking_ref: &str) -> Result<(), Error>;
}

struct DynamoBookingStore {
    client: DynamoClient,
    table: String,
}

#[async_trait::async_trait]
impl BookingStore for DynamoBookingStore {
    async fn note_return(&self, booking_ref: &str) -> Result<(), Error> {
        self.client
            .update_item()
            .table_name(&self.table)
            .key("booking_ref", AttributeValue::S(booking_ref.to_string()))
            .update_expression("SET returned_from_checkout = :yes")
            .condition_expression("attribute_exists(booking_ref)")
            .expression_attribute_values(":yes", AttributeValue::Bool(true))
            .send()
            .await?;
        Ok(())
    }
}

struct CheckoutReturnHandler {
    store: Box<dyn BookingStore>,
    validator: ReturnPathValidator,
}

impl CheckoutReturnHandler {
    async fn handle(&self, event: Request) -> Result<Response<Body>, Error> {
        let params = event.query_string_parameters();
        let Some(booking) = params.first("booking") else {
            return Ok(Response::builder().status(400).body(Body::from("missing booking reference"))?);
        };
        if let Err(err) = self.store.note_return(booking).await {
            tracing::warn!(%err, "could not note checkout return");
        }
        let target = self.validator.accept(params.first("return_to"));
        Ok(Response::builder()
            .status(303)
            .header("Location", target)
            .body(Body::Empty)?)
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let config = aws_config::load_from_env().await;
    let handler = Arc::new(CheckoutReturnHandler {
        store: Box::new(DynamoBookingStore {
            client: DynamoClient::new(&config),
            table: std::env::var("BOOKINGS_TABLE")?,
        }),
        validator: ReturnPathValidator,
    });
    run(service_fn(move |event: Request| {
        let handler = handler.clone();
        async move { handler.handle(event).await }
    }))
    .await
}
