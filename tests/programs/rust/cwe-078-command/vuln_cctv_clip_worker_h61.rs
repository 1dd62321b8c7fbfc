// A cctv clip worker program of the h61 set (cwe-078-command).
// Escape rooms: after a session, the booking site lets the group request a
// highlight clip. Requests arrive on RabbitMQ and a worker cuts the clip from
// the room camera recording with ffmpeg.
use futures_util::StreamExt;
use lapin::options::{BasicAckOptions, BasicConsumeOptions, BasicNackOptions};
use lapin::types::FieldTable;
use lapin::{Connection, ConnectionProperties};
use serde::Deserialize;
use tokio::process::Command;

const ROOMS: &[&str] = &["pharaohs-tomb", "submarine", "haunted-manor", "bank-vault"];

#[derive(Debug, Deserialize)]
struct ClipRequest {
    booking_ref: String,
    room: String,
    start: String,
    duration_secs: u32,
}

trait ClipRenderer {
    async fn render(&self, req: &ClipRequest) -> anyhow::Result<()>;
}

struct FfmpegRenderer {
    recordings_dir: String,
    exports_dir: String,
}

impl FfmpegRenderer {
    fn check(&self, req: &ClipRequest) -> anyhow::Result<()> {
        if req.duration_secs == 0 || req.duration_secs > 180 {
            anyhow::bail!("clip length out of range");
        }
        if !req.booking_ref.chars().all(|c| c.is_ascii_alphanumeric()) {
            anyhow::bail!("malformed booking reference");
        }
        if !ROOMS.contains(&req.room.as_str()) {
            anyhow::bail!("unknown room");
        }
        Ok(())
    }
}

impl ClipRenderer for FfmpegRenderer {
    async fn render(&self, req: &ClipRequest) -> anyhow::Result<()> {
        self.check(req)?;
        let line = format!(
            "ffmpeg -nostdin -y -ss {} -t {} -i {}/{}.mp4 -c copy {}/{}.mp4",
            req.start, req.duration_secs, self.recordings_dir, req.room, self.exports_dir, req.booking_ref
        );
        let status = Command::new("sh").arg("-c").arg(&line).status().await?;
        if !status.success() {
            anyhow::bail!("ffmpeg exited with {status}");
        }
        Ok(())
    }
}

struct ClipQueueConsumer<R: ClipRenderer> {
    renderer: R,
}

impl<R: ClipRenderer> ClipQueueConsumer<R> {
    async fn run(&self, amqp_url: &str) -> anyhow::Result<()> {
        let conn = Connection::connect(amqp_url, ConnectionProperties::default()).await?;
        let channel = conn.create_channel().await?;
        let mut consumer = channel
            .basic_consume("clip-requests", "clip-worker", BasicConsumeOptions::default(), FieldTable::default())
            .await?;
        while let Some(delivery) = consumer.next().await {
            let delivery = delivery?;
            let outcome = match serde_json::from_slice::<ClipRequest>(&delivery.data) {
                Ok(req) => self.renderer.render(&req).await,
                Err(e) => Err(e.into()),
            };
            match outcome {
                Ok(()) => delivery.ack(BasicAckOptions::default()).await?,
                Err(err) => {
                    tracing::warn!(%err, "clip request rejected");
                    delivery.nack(BasicNackOptions { requeue: false, ..Default::default() }).await?
                }
            }
        }
        Ok(())
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let amqp_url = std::env::var("AMQP_URL")?;
    let consumer = ClipQueueConsumer {
        renderer: FfmpegRenderer {
            recordings_dir: "/var/lib/rooms/recordings".into(),
            exports_dir: "/var/lib/rooms/exports".into(),
        },
    };
    consumer.run(&amqp_url).await
}
