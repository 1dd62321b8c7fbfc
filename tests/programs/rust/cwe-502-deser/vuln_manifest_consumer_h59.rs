// Container terminal: AMQP consumer receiving binary cargo manifests pushed by shipping-line EDI gateways.
use flate2::read::GzDecoder;
use futures::StreamExt;
use lapin::options::{BasicAckOptions, BasicConsumeOptions, BasicNackOptions};
use lapin::types::FieldTable;
use lapin::{Connection, ConnectionProperties};
use serde::Deserialize;

#[derive(Debug, Deserialize)]
struct ContainerLine {
    container_no: String,
    iso_type: String,
    gross_kg: u32,
    hazmat_class: Option<String>,
}

#[derive(Debug, Deserialize)]
struct CargoManifest {
    voyage: String,
    vessel_imo: u32,
    port_of_loading: String,
    containers: Vec<ContainerLine>,
}

trait ManifestDecoder {
    fn decode(&self, bytes: &[u8]) -> Result<CargoManifest, bincode::Error>;
}

/// Gateways gzip the bincode body before publishing.
struct GzBincodeManifestDecoder;

impl ManifestDecoder for GzBincodeManifestDecoder {
    fn decode(&self, bytes: &[u8]) -> Result<CargoManifest, bincode::Error> {
        let body = GzDecoder::new(bytes);
        bincode::deserialize_from::<_, CargoManifest>(body)
    }
}

struct YardPlanner;

impl YardPlanner {
    fn plan(&self, manifest: &CargoManifest) {
        let hazardous = manifest.containers.iter().filter(|c| c.hazmat_class.is_some()).count();
        let tonnes: u64 = manifest.containers.iter().map(|c| c.gross_kg as u64).sum::<u64>() / 1000;
        println!(
            "voyage {} (IMO {}) from {}: {} boxes, {} hazardous, {} t",
            manifest.voyage,
            manifest.vessel_imo,
            manifest.port_of_loading,
            manifest.containers.len(),
            hazardous,
            tonnes
        );
    }
}

struct ManifestConsumer<D: ManifestDecoder> {
    decoder: D,
    planner: YardPlanner,
}

impl<D: ManifestDecoder> ManifestConsumer<D> {
    async fn run(&self, channel: &lapin::Channel) -> Result<(), lapin::Error> {
        let mut deliveries = channel
            .basic_consume("edi.manifests", "yard-planner", BasicConsumeOptions::default(), FieldTable::default())
            .await?;
        while let Some(delivery) = deliveries.next().await {
            let delivery = delivery?;
            match self.decoder.decode(&delivery.data) {
                Ok(manifest) => {
                    self.planner.plan(&manifest);
                    delivery.ack(BasicAckOptions::default()).await?;
                }
                Err(e) => {
                    eprintln!("rejecting manifest: {}", e);
                    delivery.nack(BasicNackOptions { requeue: false, ..Default::default() }).await?;
                }
            }
        }
        Ok(())
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let conn = Connection::connect(&std::env::var("AMQP_URL")?, ConnectionProperties::default()).await?;
    let channel = conn.create_channel().await?;
    let consumer = ManifestConsumer { decoder: GzBincodeManifestDecoder, planner: YardPlanner };
    consumer.run(&channel).await?;
    Ok(())
}
