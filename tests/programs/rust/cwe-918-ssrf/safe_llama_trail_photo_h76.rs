// A mountain llama trekking outfit trail photo import program of the h76 set (cwe-918-ssrf).
use std::path::PathBuf;
use std::time::Duration;

use actix_web::{post, web, App, HttpResponse, HttpServer};
use reqwest::{redirect::Policy, Url};
use serde::Deserialize;

struct ImportOptions {
    store_dir: PathBuf,
    max_bytes: usize,
    timeout: Duration,
    allowed_hosts: Option<Vec<String>>,
}

impl Default for ImportOptions {
    fn default() -> Self {
        Self {
            store_dir: PathBuf::from("/srv/llamatreks/photos"),
            max_bytes: 8 * 1024 * 1024,
            timeout: Duration::from_secs(10),
            allowed_hosts: None,
        }
    }
}

struct PhotoImporter {
    client: reqwest::Client,
    options: ImportOptions,
}

impl PhotoImporter {
    fn new(options: ImportOptions) -> reqwest::Result<Self> {
        let client = reqwest::Client::builder()
            .timeout(options.timeout)
            .redirect(Policy::none())
            .build()?;
        Ok(Self { client, options })
    }

    fn accept(&self, raw: &str) -> Result<Url, &'static str> {
        let url = Url::parse(raw).map_err(|_| "not a url")?;
        if url.scheme() != "https" {
            return Err("https only");
        }
        if let Some(hosts) = &self.options.allowed_hosts {
            let host = url.host_str().unwrap_or_default();
            if !hosts.iter().any(|h| h == host) {
                return Err("host not allowed");
            }
        }
        Ok(url)
    }

    async fn import(&self, trail: &str, raw_url: &str) -> Result<PathBuf, String> {
        let url = self.accept(raw_url)?;
        let response = self.client.get(url).send().await.map_err(|e| e.to_string())?;
        let is_image = response
            .headers()
            .get("content-type")
            .and_then(|v| v.to_str().ok())
            .is_some_and(|ct| ct.starts_with("image/"));
        if !response.status().is_success() || !is_image {
            return Err(format!("unexpected response {}", response.status()));
        }
        let bytes = response.bytes().await.map_err(|e| e.to_string())?;
        if bytes.len() > self.options.max_bytes {
            return Err("photo too large".into());
        }
        let slug: String = trail.chars().filter(|c| c.is_ascii_alphanumeric()).take(40).collect();
        let path = self.options.store_dir.join(format!("{slug}-{}.img", uuid::Uuid::new_v4()));
        tokio::fs::write(&path, &bytes).await.map_err(|e| e.to_string())?;
        Ok(path)
    }
}

#[derive(Deserialize)]
struct PhotoSubmission {
    trail: String,
    photo_url: String,
}

#[post("/trails/photos")]
async fn submit_photo(importer: web::Data<PhotoImporter>, body: web::Json<PhotoSubmission>) -> HttpResponse {
    match importer.import(&body.trail, &body.photo_url).await {
        Ok(path) => HttpResponse::Created().json(serde_json::json!({ "stored": path })),
        Err(reason) => HttpResponse::UnprocessableEntity().body(reason),
    }
}

#[actix_web::main]
async fn main() -> anyhow::Result<()> {
    let importer = web::Data::new(PhotoImporter::new(ImportOptions {
        max_bytes: 12 * 1024 * 1024,
        allowed_hosts: Some(vec![
            "photos.trailcam-share.example".to_string(),
            "media.llamatreks.example".to_string(),
        ]),
        ..ImportOptions::default()
    })?);
    HttpServer::new(move || App::new().app_data(importer.clone()).service(submit_photo))
        .bind(("0.0.0.0", 8200))?
        .run()
        .await?;
    Ok(())
}
