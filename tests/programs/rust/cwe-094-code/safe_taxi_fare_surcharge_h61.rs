// A taxi fare surcharge program of the h61 set (cwe-094-code).
// Taxi dispatch: fare surcharges (airport pick-ups, late nights, event zones)
// are maintained by the operations team as a Lua script. Booking requests from
// the passenger app arrive on RabbitMQ and get a fare estimate before a car is
// assigned.
use futures_util::StreamExt;
use lapin::options::{BasicAckOptions, BasicConsumeOptions, BasicPublishOptions};
use lapin::types::FieldTable;
use lapin::{BasicProperties, Channel, Connection, ConnectionProperties};
use mlua::Lua;
use serde::{Deserialize, Serialize};

#[derive(Deserialize)]
struct BookingRequest {
    booking_id: String,
    pickup_zone: String,
    distance_km: f64,
    hour: u8,
}

#[derive(Serialize)]
struct FareEstimate {
    booking_id: String,
    fare: f64,
}

trait SurchargeRules {
    fn surcharge(&self, zone: &str, hour: u8) -> mlua::Result<f64>;
}

struct LuaSurchargeRules {
    lua: Lua,
}

impl LuaSurchargeRules {
    fn load(path: &str) -> anyhow::Result<Self> {
        let lua = Lua::new();
        lua.load(std::fs::read_to_string(path)?).set_name("surcharges.lua").exec()?;
        Ok(Self { lua })
    }
}

impl SurchargeRules for LuaSurchargeRules {
    fn surcharge(&self, zone: &str, hour: u8) -> mlua::Result<f64> {
        let surcharge_for: mlua::Function = self.lua.globals().get("surcharge_for")?;
        surcharge_for.call::<f64>((zone, hour))
    }
}

struct FareCalculator<R: SurchargeRules> {
    rules: R,
    per_km: f64,
    flag_fall: f64,
}

impl<R: SurchargeRules> FareCalculator<R> {
    fn estimate(&self, req: &BookingRequest) -> anyhow::Result<FareEstimate> {
        if req.pickup_zone.is_empty() || req.pickup_zone.len() > 48 || req.hour > 23 {
            anyhow::bail!("booking {} has an invalid zone or hour", req.booking_id);
        }
        let extra = self.rules.surcharge(&req.pickup_zone, req.hour)?;
        let fare = self.flag_fall + self.per_km * req.distance_km.max(0.0) + extra;
        Ok(FareEstimate { booking_id: req.booking_id.clone(), fare: (fare * 100.0).round() / 100.0 })
    }
}

async fn reply(channel: &Channel, estimate: &FareEstimate) -> anyhow::Result<()> {
    let body = serde_json::to_vec(estimate)?;
    channel
        .basic_publish("", "fare-estimates", BasicPublishOptions::default(), &body, BasicProperties::default())
        .await?
        .await?;
    Ok(())
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let calculator = FareCalculator {
        rules: LuaSurchargeRules::load("/etc/dispatch/surcharges.lua")?,
        per_km: 1.85,
        flag_fall: 3.20,
    };
    let conn = Connection::connect(&std::env::var("AMQP_URL")?, ConnectionProperties::default()).await?;
    let channel = conn.create_channel().await?;
    let mut consumer = channel
        .basic_consume("booking-requests", "fare-estimator", BasicConsumeOptions::default(), FieldTable::default())
        .await?;

    while let Some(delivery) = consumer.next().await {
        let delivery = delivery?;
        match serde_json::from_slice::<BookingRequest>(&delivery.data) {
            Ok(req) => match calculator.estimate(&req) {
                Ok(estimate) => reply(&channel, &estimate).await?,
                Err(err) => eprintln!("estimate failed: {err}"),
            },
            Err(err) => eprintln!("unreadable booking request: {err}"),
        }
        delivery.ack(BasicAckOptions::default()).await?;
    }
    Ok(())
}
