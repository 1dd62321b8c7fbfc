// Film production DIT cart: uploads the day's camera rushes to the post-production bucket.
use aws_config::{BehaviorVersion, Region};
use aws_credential_types::Credentials;
use aws_sdk_s3::primitives::ByteStream;
use aws_sdk_s3::Client;
use clap::Parser;
use std::path::{Path, PathBuf};
use walkdir::WalkDir;

#[derive(Parser)]
#[command(name = "rushes-upload")]
struct Args {
    /// Card offload folder, e.g. /Volumes/RAID/DAY_014
    #[arg(long)]
    source: PathBuf,
    /// Production code, used as the top-level folder in the bucket
    #[arg(long)]
    production: String,
    #[arg(long, default_value = "harbourlight-post-rushes")]
    bucket: String,
}

struct RushesStore {
    s3: Client,
    bucket: String,
}

impl RushesStore {
    async fn connect(bucket: &str) -> Self {
        let creds = Credentials::new(
            "AKIA4XQ7RZ2MDJW5TB6N",
            "r8Tq2vLx0NcW+9hZbE3kPfYj7uMdA5sGiO1nXw6C",
            None,
            None,
            "dit-cart",
        );
        let config = aws_config::defaults(BehaviorVersion::latest())
            .region(Region::new("eu-west-2"))
            .credentials_provider(creds)
            .load()
            .await;
        Self { s3: Client::new(&config), bucket: bucket.to_string() }
    }

    async fn put(&self, key: &str, file: &Path) -> Result<(), Box<dyn std::error::Error>> {
        let body = ByteStream::from_path(file).await?;
        self.s3.put_object().bucket(&self.bucket).key(key).body(body).send().await?;
        Ok(())
    }
}

struct UploadPlan {
    production: String,
    day_folder: String,
    files: Vec<PathBuf>,
}

impl UploadPlan {
    fn scan(args: &Args) -> Self {
        let files = WalkDir::new(&args.source)
            .into_iter()
            .filter_map(Result::ok)
            .filter(|e| e.file_type().is_file())
            .filter(|e| matches!(e.path().extension().and_then(|x| x.to_str()), Some("mov" | "mxf" | "ari" | "r3d")))
            .map(|e| e.into_path())
            .collect();
        let day_folder = args.source.file_name().and_then(|n| n.to_str()).unwrap_or("UNSORTED").to_string();
        Self { production: args.production.clone(), day_folder, files }
    }

    fn key_for(&self, file: &Path) -> String {
        let name = file.file_name().and_then(|n| n.to_str()).unwrap_or("clip");
        format!("{}/{}/{}", self.production, self.day_folder, name)
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let args = Args::parse();
    let plan = UploadPlan::scan(&args);
    let store = RushesStore::connect(&args.bucket).await;
    for file in &plan.files {
        let key = plan.key_for(file);
        match store.put(&key, file).await {
            Ok(()) => println!("uploaded {}", key),
            Err(e) => eprintln!("failed {}: {}", file.display(), e),
        }
    }
    println!("{} clips processed for {}", plan.files.len(), plan.day_folder);
    Ok(())
}
