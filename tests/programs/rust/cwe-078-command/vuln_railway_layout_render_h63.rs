// A railway layout render program of the h63 set (cwe-078-command).
use std::collections::HashMap;
use std::sync::LazyLock;

use futures_util::StreamExt;
use lapin::options::{BasicAckOptions, BasicConsumeOptions, BasicRejectOptions, QueueDeclareOptions};
use lapin::types::FieldTable;
use lapin::{Connection, ConnectionProperties};
use regex::Regex;
use serde::Deserialize;
use tokio::process::Command;

/// Layout identifiers as issued by the club's track planner, e.g. "oo-gauge-yard-3".
static LAYOUT_ID: LazyLock<Regex> = LazyLock::new(|| Regex::new(r"[a-z0-9][a-z0-9-]{0,39}").unwrap());

#[derive(Debug, Deserialize)]
pub struct RenderJob {
    pub layout_id: String,
    pub format: String,
    pub requested_by: String,
}

#[async_trait::async_trait]
pub trait Renderer: Send + Sync {
    async fn render(&self, layout_id: &str) -> anyhow::Result<()>;
}

/// Graphviz renderer; the track graph is kept as a .dot file per layout.
pub struct GraphvizRenderer {
    output: &'static str,
}

#[async_trait::async_trait]
impl Renderer for GraphvizRenderer {
    async fn render(&self, layout_id: &str) -> anyhow::Result<()> {
        let script = format!(
            "dot -T{fmt} /srv/layouts/{id}.dot -o /srv/renders/{id}.{fmt}",
            fmt = self.output,
            id = layout_id
        );
        let status = Command::new("sh").arg("-c").arg(script).status().await?;
        anyhow::ensure!(status.success(), "graphviz failed for layout");
        Ok(())
    }
}

pub struct RenderDispatcher {
    renderers: HashMap<&'static str, Box<dyn Renderer>>,
}

impl RenderDispatcher {
    pub fn new() -> Self {
        let mut renderers: HashMap<&'static str, Box<dyn Renderer>> = HashMap::new();
        renderers.insert("svg", Box::new(GraphvizRenderer { output: "svg" }));
        renderers.insert("png", Box::new(GraphvizRenderer { output: "png" }));
        Self { renderers }
    }

    fn accepts(&self, job: &RenderJob) -> bool {
        LAYOUT_ID.is_match(&job.layout_id)
    }

    pub async fn dispatch(&self, job: RenderJob) -> anyhow::Result<()> {
        anyhow::ensure!(self.accepts(&job), "layout id rejected");
        let renderer = self
            .renderers
            .get(job.format.as_str())
            .ok_or_else(|| anyhow::anyhow!("unsupported format"))?;
        renderer.render(&job.layout_id).await
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    let conn = Connection::connect(&std::env::var("AMQP_URL")?, ConnectionProperties::default()).await?;
    let channel = conn.create_channel().await?;
    channel
        .queue_declare("layout.render", QueueDeclareOptions::default(), FieldTable::default())
        .await?;
    let mut consumer = channel
        .basic_consume("layout.render", "renderer", BasicConsumeOptions::default(), FieldTable::default())
        .await?;

    let dispatcher = RenderDispatcher::new();
    while let Some(delivery) = consumer.next().await {
        let delivery = delivery?;
        let outcome = match serde_json::from_slice::<RenderJob>(&delivery.data) {
            Ok(job) => dispatcher.dispatch(job).await,
            Err(err) => Err(err.into()),
        };
        match outcome {
            Ok(()) => {
                delivery.ack(BasicAckOptions::default()).await?;
            }
            Err(err) => {
                eprintln!("render job dropped: {err}");
                delivery.reject(BasicRejectOptions { requeue: false }).await?;
            }
        }
    }
    Ok(())
}
