// Bike sharing: Lambda behind the dock QR code. Ends the ride, then returns the rider to the partner app.
use aws_sdk_dynamodb::types::AttributeValue;
use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};
use std::sync::Arc;

struct EndRideCommand {
    ride_id: String,
    dock_id: String,
    return_to: Option<String>,
}

impl EndRideCommand {
    fn parse(event: &Request) -> Option<Self> {
        let path = event.path_parameters();
        let query = event.query_string_parameters();
        Some(Self {
            ride_id: path.first("rideId")?.to_string(),
            dock_id: query.first("dock")?.to_string(),
            return_to: query.first("return_to").map(str::to_string),
        })
    }
}

struct RideRepository {
    dynamo: aws_sdk_dynamodb::Client,
    table: String,
}

impl RideRepository {
    async fn close(&self, ride_id: &str, dock_id: &str) -> Result<(), aws_sdk_dynamodb::Error> {
        self.dynamo
            .update_item()
            .table_name(&self.table)
            .key("ride_id", AttributeValue::S(ride_id.to_string()))
            .update_expression("SET ride_status = :closed, end_dock = :dock")
            .expression_attribute_values(":closed", AttributeValue::S("CLOSED".into()))
            .expression_attribute_values(":dock", AttributeValue::S(dock_id.to_string()))
            .send()
            .await?;
        Ok(())
    }
}

struct RideService {
    rides: RideRepository,
    default_landing: String,
}

impl RideService {
    async fn end_ride(&self, cmd: &EndRideCommand) -> Result<String, aws_sdk_dynamodb::Error> {
        self.rides.close(&cmd.ride_id, &cmd.dock_id).await?;
        let landing = match &cmd.return_to {
            Some(url) => url.clone(),
            None => self.default_landing.clone(),
        };
        Ok(landing)
    }
}

async fn handle(service: Arc<RideService>, event: Request) -> Result<Response<Body>, Error> {
    let Some(cmd) = EndRideCommand::parse(&event) else {
        return Ok(Response::builder().status(400).body(Body::from("missing ride or dock"))?);
    };
    let location = service.end_ride(&cmd).await?;
    Ok(Response::builder()
        .status(302)
        .header("location", location)
        .body(Body::Empty)?)
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let config = aws_config::load_defaults(aws_config::BehaviorVersion::latest()).await;
    let service = Arc::new(RideService {
        rides: RideRepository {
            dynamo: aws_sdk_dynamodb::Client::new(&config),
            table: std::env::var("RIDES_TABLE")?,
        },
        default_landing: "https://ride.cyclehub.app/thanks".into(),
    });
    run(service_fn(move |event: Request| {
        let service = Arc::clone(&service);
        async move { handle(service, event).await }
    }))
    .await
}
