// Seaport operations: Kafka consumer answering agents' questions about where a vessel is berthed.
use rdkafka::config::ClientConfig;
use rdkafka::consumer::{Consumer, StreamConsumer};
use rdkafka::producer::{FutureProducer, FutureRecord};
use rdkafka::Message;
use serde::{Deserialize, Serialize};
use std::time::Duration;
use sxd_document::{parser, Package};
use sxd_xpath::{Context, Factory};

#[derive(Deserialize)]
struct BerthQuery {
    agent_id: String,
    vessel_name: String,
}

#[derive(Serialize)]
struct BerthAnswer {
    vessel_name: String,
    berth: String,
}

struct BerthSchedule {
    package: Package,
}

impl BerthSchedule {
    fn load(path: &str) -> Result<Self, Box<dyn std::error::Error>> {
        let xml = std::fs::read_to_string(path)?;
        Ok(Self { package: parser::parse(&xml)? })
    }

    fn berth_of(&self, vessel_name: &str) -> Option<String> {
        let doc = self.package.as_document();
        let xpath = Factory::new().build("string(/schedule/call[@vessel=$vessel]/@berth)").ok()??;
        let mut context = Context::new();
        context.set_variable("vessel", vessel_name);
        let berth = xpath.evaluate(&context, doc.root()).ok()?.string();
        (!berth.is_empty()).then_some(berth)
    }
}

struct BerthEnquiryService {
    schedule: BerthSchedule,
    producer: FutureProducer,
}

impl BerthEnquiryService {
    async fn answer(&self, query: BerthQuery) {
        let berth = self.schedule.berth_of(query.vessel_name.trim()).unwrap_or_else(|| "NOT SCHEDULED".into());
        let payload = serde_json::to_string(&BerthAnswer { vessel_name: query.vessel_name, berth }).unwrap();
        let topic = "berth-answers";
        let record = FutureRecord::to(topic).key(&query.agent_id).payload(&payload);
        if let Err((e, _)) = self.producer.send(record, Duration::from_secs(5)).await {
            eprintln!("could not reply to {}: {}", query.agent_id, e);
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let brokers = std::env::var("KAFKA_BROKERS")?;
    let consumer: StreamConsumer = ClientConfig::new()
        .set("bootstrap.servers", &brokers)
        .set("group.id", "berth-enquiries")
        .create()?;
    consumer.subscribe(&["berth-queries"])?;
    let producer: FutureProducer = ClientConfig::new().set("bootstrap.servers", &brokers).create()?;
    let service = BerthEnquiryService {
        schedule: BerthSchedule::load("/etc/port-ops/berth-schedule.xml")?,
        producer,
    };
    loop {
        let msg = consumer.recv().await?;
        let Some(bytes) = msg.payload() else { continue };
        match serde_json::from_slice::<BerthQuery>(bytes) {
            Ok(query) => service.answer(query).await,
            Err(e) => eprintln!("bad berth query: {}", e),
        }
    }
}
