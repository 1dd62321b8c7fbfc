// A kite fabric swatch program of the h63 set (cwe-918-ssrf).
use std::sync::Arc;
use std::time::Duration;

use sha2::Digest;
use tonic::{transport::Server, Request, Response, Status};
use url::Url;

pub mod swatches {
    tonic::include_proto!("kiteworks.swatches");
}

use swatches::swatch_catalog_server::{SwatchCatalog, SwatchCatalogServer};
use swatches::{ImportSwatchRequest, ImportSwatchReply};

/// Ripstop suppliers whose image CDNs the workshop imports colour swatches from.
const SUPPLIER_ORIGINS: [&str; 2] = ["https://cdn.ripstop-supply.com", "https://images.skysail-fabrics.eu"];

#[derive(Debug, Clone)]
pub struct SwatchImport {
    fabric_code: String,
    image_url: Url,
}

impl SwatchImport {
    pub fn try_from_request(req: &ImportSwatchRequest) -> Result<Self, Status> {
        if req.fabric_code.len() != 8 || !req.fabric_code.chars().all(|c| c.is_ascii_alphanumeric()) {
            return Err(Status::invalid_argument("fabric code must be 8 alphanumerics"));
        }
        let allowed = SUPPLIER_ORIGINS.iter().any(|origin| req.image_url.starts_with(origin));
        if !allowed {
            return Err(Status::permission_denied("image must come from a known supplier"));
        }
        let image_url = Url::parse(&req.image_url).map_err(|_| Status::invalid_argument("bad image url"))?;
        Ok(Self { fabric_code: req.fabric_code.clone(), image_url })
    }
}

#[tonic::async_trait]
pub trait SupplierGateway: Send + Sync + 'static {
    async fn fetch_image(&self, url: &Url) -> Result<Vec<u8>, reqwest::Error>;
}

pub struct HttpSupplierGateway {
    client: reqwest::Client,
}

#[tonic::async_trait]
impl SupplierGateway for HttpSupplierGateway {
    async fn fetch_image(&self, url: &Url) -> Result<Vec<u8>, reqwest::Error> {
        let resp = self.client.get(url.clone()).send().await?.error_for_status()?;
        Ok(resp.bytes().await?.to_vec())
    }
}

pub struct SwatchService<G: SupplierGateway> {
    gateway: Arc<G>,
}

impl<G: SupplierGateway> SwatchService<G> {
    async fn import(&self, import: SwatchImport) -> Result<ImportSwatchReply, Status> {
        let image = self
            .gateway
            .fetch_image(&import.image_url)
            .await
            .map_err(|_| Status::unavailable("supplier image could not be fetched"))?;
        Ok(ImportSwatchReply {
            fabric_code: import.fabric_code,
            bytes: image.len() as u64,
            checksum: format!("{:x}", sha2::Sha256::digest(&image)),
        })
    }
}

#[tonic::async_trait]
impl<G: SupplierGateway> SwatchCatalog for SwatchService<G> {
    async fn import_swatch(&self, request: Request<ImportSwatchRequest>) -> Result<Response<ImportSwatchReply>, Status> {
        let import = SwatchImport::try_from_request(request.get_ref())?;
        Ok(Response::new(self.import(import).await?))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let client = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .redirect(reqwest::redirect::Policy::none())
        .build()?;
    let service = SwatchService { gateway: Arc::new(HttpSupplierGateway { client }) };
    Server::builder()
        .add_service(SwatchCatalogServer::new(service))
        .serve("127.0.0.1:50061".parse()?)
        .await?;
    Ok(())
}
