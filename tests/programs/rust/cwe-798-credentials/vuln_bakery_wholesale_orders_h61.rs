// A bakery wholesale orders program of the h61 set (cwe-798-credentials).
// Bakery: cafés and delis place next-morning wholesale orders through the
// trade portal, which publishes them to a managed Kafka cluster. This consumer
// turns them into the overnight bake sheet.
use std::collections::BTreeMap;
use std::time::Duration;

use rdkafka::config::ClientConfig;
use rdkafka::consumer::{BaseConsumer, CommitMode, Consumer};
use rdkafka::Message;
use serde::Deserialize;

const BOOTSTRAP: &str = "pkc-4r297.europe-west2.gcp.confluent.cloud:9092";
const SASL_USERNAME: &str = "KI4BMHPAEDZTPERK";
const SASL_PASSWORD: &str = "hmf0i7dvOkSHdQkH2vDnE4O3FhiygKizL4YF241G1jY2BRutbsk1YNeY5cegyf+G";

#[derive(Debug, Deserialize)]
struct WholesaleOrder {
    account: String,
    deliver_on: String,
    lines: Vec<OrderLine>,
}

#[derive(Debug, Deserialize)]
struct OrderLine {
    product: String,
    quantity: u32,
}

struct KafkaSettings {
    bootstrap: String,
    username: String,
    password: String,
}

impl KafkaSettings {
    fn load() -> anyhow::Result<Self> {
        Ok(Self {
            bootstrap: BOOTSTRAP.to_string(),
            username: SASL_USERNAME.to_string(),
            password: SASL_PASSWORD.to_string(),
        })
    }

    fn consumer(&self, group: &str) -> anyhow::Result<BaseConsumer> {
        Ok(ClientConfig::new()
            .set("bootstrap.servers", &self.bootstrap)
            .set("security.protocol", "SASL_SSL")
            .set("sasl.mechanisms", "PLAIN")
            .set("sasl.username", &self.username)
            .set("sasl.password", &self.password)
            .set("group.id", group)
            .set("enable.auto.commit", "false")
            .create()?)
    }
}

#[derive(Default)]
struct BakeSheet {
    totals: BTreeMap<String, u32>,
}

impl BakeSheet {
    fn add(&mut self, order: &WholesaleOrder) {
        for line in &order.lines {
            *self.totals.entry(line.product.clone()).or_default() += line.quantity;
        }
    }

    fn print(&self) {
        for (product, qty) in &self.totals {
            println!("{product:<28} {qty:>5}");
        }
    }
}

fn main() -> anyhow::Result<()> {
    let settings = KafkaSettings::load()?;
    let consumer = settings.consumer("bake-sheet")?;
    consumer.subscribe(&["wholesale-orders"])?;
    let tomorrow = (chrono::Local::now() + chrono::Duration::days(1)).format("%Y-%m-%d").to_string();
    let mut sheet = BakeSheet::default();

    while let Some(result) = consumer.poll(Duration::from_secs(5)) {
        let msg = result?;
        if let Some(Ok(body)) = msg.payload_view::<str>() {
            match serde_json::from_str::<WholesaleOrder>(body) {
                Ok(order) if order.deliver_on == tomorrow => sheet.add(&order),
                Ok(order) => eprintln!("order for {} is not for tomorrow", order.account),
                Err(err) => eprintln!("unreadable order: {err}"),
            }
        }
        consumer.commit_message(&msg, CommitMode::Sync)?;
    }
    sheet.print();
    Ok(())
}
