// A bonsai repotting program of the h63 set (cwe-089-sql).
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use rdkafka::config::ClientConfig;
use rdkafka::consumer::{Consumer, StreamConsumer};
use rdkafka::Message;
use rusqlite::{params, Connection};
use serde::Deserialize;

/// Emitted by the greenhouse tablets whenever a tree is moved to a new pot.
#[derive(Debug, Clone, Deserialize)]
pub struct RepotEvent {
    pub tree_id: i64,
    pub species: String,
    pub soil_mix: String,
    pub pot_size_cm: u32,
}

pub trait Subscriber: Send {
    fn handle(&self, event: &RepotEvent) -> anyhow::Result<()>;
}

/// Routes decoded events to every subscriber registered for the topic.
#[derive(Default)]
pub struct EventBus {
    subscribers: HashMap<String, Vec<Box<dyn Subscriber>>>,
}

impl EventBus {
    pub fn subscribe(&mut self, topic: &str, subscriber: Box<dyn Subscriber>) -> &mut Self {
        self.subscribers.entry(topic.to_string()).or_default().push(subscriber);
        self
    }

    pub fn publish(&self, topic: &str, event: &RepotEvent) -> anyhow::Result<()> {
        for subscriber in self.subscribers.get(topic).into_iter().flatten() {
            subscriber.handle(event)?;
        }
        Ok(())
    }
}

pub struct TreeLedger {
    conn: Mutex<Connection>,
}

impl TreeLedger {
    pub fn open(path: &str) -> rusqlite::Result<Self> {
        Ok(Self { conn: Mutex::new(Connection::open(path)?) })
    }

    pub fn record_repot(&self, event: &RepotEvent) -> rusqlite::Result<usize> {
        let conn = self.conn.lock().expect("ledger lock poisoned");
        conn.execute(
            "UPDATE trees SET soil_mix = ?1, pot_size_cm = ?2, last_repotted = date('now') \
             WHERE id = ?3 AND species = ?4",
            params![event.soil_mix, event.pot_size_cm, event.tree_id, event.species],
        )
    }
}

pub struct InventorySubscriber {
    ledger: Arc<TreeLedger>,
}

impl Subscriber for InventorySubscriber {
    fn handle(&self, event: &RepotEvent) -> anyhow::Result<()> {
        if event.pot_size_cm == 0 || event.pot_size_cm > 150 {
            anyhow::bail!("implausible pot size for tree {}", event.tree_id);
        }
        let changed = self.ledger.record_repot(event)?;
        if changed == 0 {
            anyhow::bail!("tree {} not found in ledger", event.tree_id);
        }
        Ok(())
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let ledger = Arc::new(TreeLedger::open(&std::env::var("BONSAI_LEDGER_PATH")?)?);
    let mut bus = EventBus::default();
    bus.subscribe("bonsai.repotted", Box::new(InventorySubscriber { ledger }));

    let consumer: StreamConsumer = ClientConfig::new()
        .set("bootstrap.servers", &std::env::var("KAFKA_BROKERS")?)
        .set("security.protocol", "ssl")
        .set("group.id", "bonsai-inventory")
        .set("enable.auto.commit", "true")
        .create()?;
    consumer.subscribe(&["bonsai.repotted"])?;

    loop {
        let message = consumer.recv().await?;
        let Some(Ok(body)) = message.payload_view::<str>() else { continue };
        match serde_json::from_str::<RepotEvent>(body) {
            Ok(event) => {
                if let Err(err) = bus.publish(message.topic(), &event) {
                    eprintln!("repot event skipped: {err}");
                }
            }
            Err(err) => eprintln!("malformed repot event: {err}"),
        }
    }
}
