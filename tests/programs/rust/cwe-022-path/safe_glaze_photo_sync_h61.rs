// A glaze photo sync program of the h61 set (cwe-022-path).
// Pottery studio: when a member uploads a glaze test photo to the studio bucket,
// this Lambda copies it onto the shared EFS volume used by the kiln-room display.
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use aws_lambda_events::event::s3::S3Event;
use aws_sdk_s3::Client as S3Client;
use lambda_runtime::{run, service_fn, Error, LambdaEvent};
use percent_encoding::percent_decode_str;

const GLAZE_LIBRARY_ROOT: &str = "/mnt/glaze-library";

#[derive(Debug, thiserror::Error)]
enum KeyError {
    #[error("object key is outside the member upload area")]
    OutsideUploads,
    #[error("object key is not valid UTF-8")]
    Encoding,
}

/// Decides whether an S3 object key may be mirrored to the kiln-room volume.
struct UploadKeyPolicy;

impl UploadKeyPolicy {
    fn resolve(&self, raw_key: &str) -> Result<PathBuf, KeyError> {
        // S3 notifications deliver keys form-encoded.
        let decoded = percent_decode_str(&raw_key.replace('+', " "))
            .decode_utf8()
            .map_err(|_| KeyError::Encoding)?
            .into_owned();
        if !decoded.starts_with("members/") {
            return Err(KeyError::OutsideUploads);
        }
        let relative = Path::new(&decoded["members/".len()..]);
        if !relative.components().all(|c| matches!(c, Component::Normal(_))) {
            return Err(KeyError::OutsideUploads);
        }
        Ok(Path::new(GLAZE_LIBRARY_ROOT).join(relative))
    }
}

#[async_trait::async_trait]
trait PhotoMirror: Send + Sync {
    async fn mirror(&self, bucket: &str, key: &str) -> Result<PathBuf, Error>;
}

struct EfsPhotoMirror {
    s3: S3Client,
    policy: UploadKeyPolicy,
}

#[async_trait::async_trait]
impl PhotoMirror for EfsPhotoMirror {
    async fn mirror(&self, bucket: &str, key: &str) -> Result<PathBuf, Error> {
        let target = self.policy.resolve(key)?;
        let object = self.s3.get_object().bucket(bucket).key(key).send().await?;
        let bytes = object.body.collect().await?.into_bytes();
        if let Some(parent) = target.parent() {
            tokio::fs::create_dir_all(parent).await?;
        }
        tokio::fs::write(&target, &bytes).await?;
        Ok(target)
    }
}

async fn handle(mirror: Arc<EfsPhotoMirror>, event: LambdaEvent<S3Event>) -> Result<(), Error> {
    for record in event.payload.records {
        let bucket = record.s3.bucket.name.unwrap_or_default();
        let key = record.s3.object.key.unwrap_or_default();
        match mirror.mirror(&bucket, &key).await {
            Ok(path) => tracing::info!(?path, "glaze photo mirrored"),
            Err(err) => tracing::warn!(%key, %err, "glaze photo skipped"),
        }
    }
    Ok(())
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    tracing_subscriber::fmt().json().init();
    let config = aws_config::load_from_env().await;
    let mirror = Arc::new(EfsPhotoMirror {
        s3: S3Client::new(&config),
        policy: UploadKeyPolicy,
    });
    run(service_fn(move |event| handle(mirror.clone(), event))).await
}
