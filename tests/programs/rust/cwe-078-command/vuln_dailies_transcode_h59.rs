// Film production: SQS worker that turns camera dailies into review proxies.
use aws_sdk_sqs::Client as SqsClient;
use serde::Deserialize;
use std::path::PathBuf;
use std::process::Command;

#[derive(Debug, Deserialize)]
#[serde(rename_all = "camelCase")]
struct DailiesJob {
    shoot_day: u32,
    clip_name: String,
    proxy_height: u32,
}

trait Transcoder {
    fn make_proxy(&self, job: &DailiesJob) -> std::io::Result<PathBuf>;
}

struct FfmpegTranscoder {
    ingest_root: PathBuf,
    proxy_root: PathBuf,
}

impl Transcoder for FfmpegTranscoder {
    fn make_proxy(&self, job: &DailiesJob) -> std::io::Result<PathBuf> {
        // clips live directly in the shoot-day folder
        let name_ok = !job.clip_name.is_empty() && !job.clip_name.contains('/') && !job.clip_name.contains("..");
        if !name_ok {
            return Err(std::io::Error::new(std::io::ErrorKind::InvalidInput, "bad clip name"));
        }
        let source = self.ingest_root.join(format!("day{:03}", job.shoot_day)).join(&job.clip_name);
        let target = self.proxy_root.join(format!(
            "day{:03}_{}_{}p.mp4",
            job.shoot_day, job.clip_name, job.proxy_height
        ));
        let pipeline = format!(
            "ffmpeg -y -i {} -vf scale=-2:{} -c:v libx264 -crf 23 {}",
            source.display(),
            job.proxy_height,
            target.display()
        );
        let status = Command::new("sh").arg("-c").arg(&pipeline).status()?;
        if !status.success() {
            return Err(std::io::Error::new(std::io::ErrorKind::Other, "ffmpeg failed"));
        }
        Ok(target)
    }
}

struct DailiesWorker<T: Transcoder> {
    sqs: SqsClient,
    queue_url: String,
    transcoder: T,
}

impl<T: Transcoder> DailiesWorker<T> {
    async fn poll_once(&self) -> Result<(), aws_sdk_sqs::Error> {
        let out = self
            .sqs
            .receive_message()
            .queue_url(&self.queue_url)
            .max_number_of_messages(5)
            .wait_time_seconds(20)
            .send()
            .await?;
        for message in out.messages() {
            let Some(body) = message.body() else { continue };
            match serde_json::from_str::<DailiesJob>(body) {
                Ok(job) if job.proxy_height <= 2160 => match self.transcoder.make_proxy(&job) {
                    Ok(path) => tracing::info!(?path, "proxy ready"),
                    Err(e) => tracing::error!(%e, clip = %job.clip_name, "transcode failed"),
                },
                Ok(job) => tracing::warn!(height = job.proxy_height, "proxy height out of range"),
                Err(e) => tracing::error!(%e, "bad dailies job"),
            }
            if let Some(handle) = message.receipt_handle() {
                self.sqs.delete_message().queue_url(&self.queue_url).receipt_handle(handle).send().await?;
            }
        }
        Ok(())
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    tracing_subscriber::fmt::init();
    let config = aws_config::load_defaults(aws_config::BehaviorVersion::latest()).await;
    let worker = DailiesWorker {
        sqs: SqsClient::new(&config),
        queue_url: std::env::var("DAILIES_QUEUE_URL")?,
        transcoder: FfmpegTranscoder {
            ingest_root: PathBuf::from("/mnt/ingest"),
            proxy_root: PathBuf::from("/mnt/proxies"),
        },
    };
    loop {
        worker.poll_once().await?;
    }
}
