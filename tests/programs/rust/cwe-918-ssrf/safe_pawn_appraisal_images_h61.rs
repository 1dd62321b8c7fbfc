// A pawn appraisal images program of the h61 set (cwe-918-ssrf).
// Pawnbroker: customers photograph an item in the mobile app to get an
// indicative loan offer. The app uploads photos to our CDN and queues an
// appraisal job on SQS; this worker downloads the photos and stores a
// thumbnail set for the valuer's desk.
use aws_sdk_s3::primitives::ByteStream;
use aws_sdk_sqs::Client as SqsClient;
use serde::Deserialize;
use url::Url;

#[derive(Debug, Deserialize)]
struct AppraisalJob {
    pledge_id: String,
    category: String,
    photo_urls: Vec<String>,
}

struct PhotoSourcePolicy {
    cdn_host: String,
}

impl PhotoSourcePolicy {
    fn accept(&self, raw: &str) -> Option<Url> {
        let url = Url::parse(raw).ok()?;
        if url.scheme() != "https" || url.host_str() != Some(self.cdn_host.as_str()) {
            return None;
        }
        Some(url)
    }
}

trait PhotoArchive {
    async fn put(&self, key: String, bytes: Vec<u8>) -> anyhow::Result<()>;
}

struct S3PhotoArchive {
    s3: aws_sdk_s3::Client,
    bucket: String,
}

impl PhotoArchive for S3PhotoArchive {
    async fn put(&self, key: String, bytes: Vec<u8>) -> anyhow::Result<()> {
        self.s3.put_object().bucket(&self.bucket).key(key).body(ByteStream::from(bytes)).send().await?;
        Ok(())
    }
}

struct AppraisalWorker<A: PhotoArchive> {
    sqs: SqsClient,
    queue_url: String,
    policy: PhotoSourcePolicy,
    http: reqwest::Client,
    archive: A,
}

impl<A: PhotoArchive> AppraisalWorker<A> {
    async fn process(&self, job: AppraisalJob) -> anyhow::Result<()> {
        for (i, raw) in job.photo_urls.iter().take(8).enumerate() {
            let Some(url) = self.policy.accept(raw) else {
                tracing::warn!(pledge = %job.pledge_id, "photo URL rejected");
                continue;
            };
            let bytes = self.http.get(url).send().await?.error_for_status()?.bytes().await?;
            let key = format!("appraisals/{}/{}/{i}.jpg", job.category, job.pledge_id);
            self.archive.put(key, bytes.to_vec()).await?;
        }
        Ok(())
    }

    async fn poll(&self) -> anyhow::Result<()> {
        let out = self.sqs.receive_message().queue_url(&self.queue_url).max_number_of_messages(5).wait_time_seconds(20).send().await?;
        for msg in out.messages() {
            let Some(body) = msg.body() else { continue };
            match serde_json::from_str::<AppraisalJob>(body) {
                Ok(job) => self.process(job).await?,
                Err(err) => tracing::warn!(%err, "unreadable appraisal job"),
            }
            if let Some(handle) = msg.receipt_handle() {
                self.sqs.delete_message().queue_url(&self.queue_url).receipt_handle(handle).send().await?;
            }
        }
        Ok(())
    }
}

#[tokio::main]
async fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt::init();
    let config = aws_config::load_from_env().await;
    let worker = AppraisalWorker {
        sqs: SqsClient::new(&config),
        queue_url: std::env::var("APPRAISAL_QUEUE_URL")?,
        policy: PhotoSourcePolicy { cdn_host: std::env::var("PHOTO_CDN_HOST")? },
        http: reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build()?,
        archive: S3PhotoArchive { s3: aws_sdk_s3::Client::new(&config), bucket: std::env::var("APPRAISAL_BUCKET")? },
    };
    loop {
        if let Err(err) = worker.poll().await {
            tracing::error!(%err, "appraisal poll failed");
        }
    }
}
