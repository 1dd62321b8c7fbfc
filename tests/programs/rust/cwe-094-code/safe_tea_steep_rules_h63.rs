// A tea steep rules program of the h63 set (cwe-094-code).
use std::sync::{Arc, Mutex};

use futures_util::StreamExt;
use lapin::options::{BasicAckOptions, BasicConsumeOptions, BasicNackOptions};
use lapin::types::FieldTable;
use lapin::{Connection, ConnectionProperties};
use rhai::{Engine, Scope};
use serde::Deserialize;

/// Reading pushed by the smart kettles on each tea-house counter.
#[derive(Debug, Deserialize)]
pub struct KettleReading {
    pub counter: u8,
    pub vessel: String,
    pub water_temp_c: String,
}

/// Kettle set-points changed by the steeping rules, keyed by counter number.
#[derive(Default)]
pub struct KettleBoard {
    setpoints: Mutex<Vec<(i64, i64)>>,
}

impl KettleBoard {
    pub fn set(&self, counter: i64, seconds: i64) {
        self.setpoints.lock().unwrap().push((counter, seconds));
    }
}

pub struct SteepRules {
    engine: Engine,
}

impl SteepRules {
    pub fn new(board: Arc<KettleBoard>) -> Self {
        let mut engine = Engine::new();
        engine.set_max_operations(50_000);
        engine.register_fn("set_timer", move |counter: i64, seconds: i64| board.set(counter, seconds));
        Self { engine }
    }

    /// Steeping time: hotter water and smaller vessels brew faster.
    pub fn apply(&self, reading: &KettleReading) -> Result<i64, String> {
        let script = r#"
            let base = if vessel == "gaiwan" { 20 } else if vessel == "kyusu" { 60 } else { 180 };
            let secs = if temp > 90.0 { base } else { base + 30 };
            set_timer(counter, secs);
            secs
            "#;
        let temp: f64 = reading.water_temp_c.trim().parse().map_err(|_| "temperature is not a number".to_string())?;
        let mut scope = Scope::new();
        scope.push("temp", temp);
        scope.push("vessel", reading.vessel.clone());
        scope.push("counter", i64::from(reading.counter));
        self.engine.eval_with_scope::<i64>(&mut scope, script).map_err(|e| e.to_string())
    }
}

pub struct ReadingConsumer {
    rules: SteepRules,
}

impl ReadingConsumer {
    pub fn on_delivery(&self, data: &[u8]) -> Result<i64, String> {
        let reading: KettleReading = serde_json::from_slice(data).map_err(|e| e.to_string())?;
        if reading.counter == 0 || reading.counter > 12 {
            return Err("unknown counter".into());
        }
        self.rules.apply(&reading)
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let conn = Connection::connect(&std::env::var("AMQP_URL")?, ConnectionProperties::default()).await?;
    let channel = conn.create_channel().await?;
    let mut deliveries = channel
        .basic_consume("kettle.readings", "steep-rules", BasicConsumeOptions::default(), FieldTable::default())
        .await?;
    let consumer = ReadingConsumer { rules: SteepRules::new(Arc::new(KettleBoard::default())) };

    while let Some(delivery) = deliveries.next().await {
        let delivery = delivery?;
        match consumer.on_delivery(&delivery.data) {
            Ok(seconds) => {
                println!("steep for {seconds}s");
                delivery.ack(BasicAckOptions::default()).await?;
            }
            Err(_) => {
                delivery.nack(BasicNackOptions { requeue: false, ..Default::default() }).await?;
            }
        }
    }
    Ok(())
}
