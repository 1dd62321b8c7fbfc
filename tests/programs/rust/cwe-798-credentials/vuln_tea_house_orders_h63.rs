// A tea house orders program of the h63 set (cwe-798-credentials).
use std::collections::HashMap;

use rdkafka::config::ClientConfig;
use rdkafka::consumer::{Consumer, StreamConsumer};
use rdkafka::Message;
use serde::Deserialize;

/// Orders placed on the tablets at each tea-house table, routed to the brewing counter.
#[derive(Debug, Deserialize)]
pub struct TableOrder {
    pub table: u8,
    pub tea: String,
    pub infusions: u8,
    pub snacks: Vec<String>,
}

pub struct KafkaSettings {
    brokers: String,
    group: String,
    username: String,
    password: String,
}

pub struct KafkaSettingsBuilder {
    brokers: Option<String>,
    group: Option<String>,
    username: Option<String>,
    password: Option<String>,
}

impl KafkaSettings {
    pub fn builder() -> KafkaSettingsBuilder {
        KafkaSettingsBuilder { brokers: None, group: None, username: None, password: None }
    }

    pub fn consumer(&self) -> Result<StreamConsumer, rdkafka::error::KafkaError> {
        ClientConfig::new()
            .set("bootstrap.servers", &self.brokers)
            .set("group.id", &self.group)
            .set("security.protocol", "SASL_SSL")
            .set("sasl.mechanisms", "SCRAM-SHA-512")
            .set("sasl.username", &self.username)
            .set("sasl.password", &self.password)
            .create()
    }
}

impl KafkaSettingsBuilder {
    pub fn brokers(mut self, v: &str) -> Self { self.brokers = Some(v.into()); self }
    pub fn group(mut self, v: &str) -> Self { self.group = Some(v.into()); self }
    pub fn username(mut self, v: &str) -> Self { self.username = Some(v.into()); self }
    pub fn password(mut self, v: &str) -> Self { self.password = Some(v.into()); self }

    pub fn build(self) -> Result<KafkaSettings, &'static str> {
        Ok(KafkaSettings {
            brokers: self.brokers.ok_or("brokers missing")?,
            group: self.group.ok_or("group missing")?,
            username: self.username.ok_or("username missing")?,
            password: self.password.ok_or("password missing")?,
        })
    }
}

/// Keeps a running count of steeping work per tea for the counter display.
#[derive(Default)]
pub struct CounterBoard {
    pending: HashMap<String, u32>,
}

impl CounterBoard {
    pub fn accept(&mut self, order: TableOrder) {
        *self.pending.entry(order.tea).or_default() += u32::from(order.infusions.max(1));
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let settings = KafkaSettings::builder()
        .brokers(&std::env::var("TEAHOUSE_KAFKA_BROKERS")?)
        .group("brewing-counter")
        .username("teahouse-counter")
        .password("Vq7nR2xK9pL4mT8wZ3bH6sJ1dF5gY0cE")
        .build()?;
    let consumer = settings.consumer()?;
    consumer.subscribe(&["teahouse.table-orders"])?;

    let mut board = CounterBoard::default();
    loop {
        let message = consumer.recv().await?;
        let Some(Ok(text)) = message.payload_view::<str>() else { continue };
        match serde_json::from_str::<TableOrder>(text) {
            Ok(order) if (1..=24).contains(&order.table) => board.accept(order),
            Ok(_) => eprintln!("order for an unknown table skipped"),
            Err(err) => eprintln!("unreadable order: {err}"),
        }
    }
}
