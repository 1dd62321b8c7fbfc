// A tonewood certificate program of the h63 set (cwe-022-path).
use std::path::{Path, PathBuf};
use std::sync::Arc;

use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};

/// Lookup of the CITES / provenance certificate for a lot of spruce or maple.
#[derive(Debug)]
pub struct CertificateLookup {
    lot: String,
}

impl CertificateLookup {
    pub fn from_request(req: &Request) -> Option<Self> {
        let params = req.path_parameters_ref()?;
        let lot = params.first("lot")?.trim();
        if lot.is_empty() {
            return None;
        }
        Some(Self { lot: lot.to_string() })
    }

    pub fn file_name(&self) -> String {
        format!("{}.pdf", self.lot)
    }
}

pub trait CertificateArchive: Send + Sync {
    fn read(&self, lookup: &CertificateLookup) -> std::io::Result<Vec<u8>>;
}

/// Certificates live on the EFS mount shared with the workshop scanner.
pub struct EfsArchive {
    root: PathBuf,
}

impl EfsArchive {
    pub fn new(root: impl AsRef<Path>) -> std::io::Result<Self> {
        Ok(Self { root: root.as_ref().canonicalize()? })
    }

    fn locate(&self, lookup: &CertificateLookup) -> std::io::Result<PathBuf> {
        let candidate = self.root.join(lookup.file_name()).canonicalize()?;
        if !candidate.starts_with(&self.root) {
            return Err(std::io::Error::new(std::io::ErrorKind::PermissionDenied, "outside archive"));
        }
        Ok(candidate)
    }
}

impl CertificateArchive for EfsArchive {
    fn read(&self, lookup: &CertificateLookup) -> std::io::Result<Vec<u8>> {
        let path = self.locate(lookup)?;
        std::fs::read(path)
    }
}

pub struct CertificateService<A: CertificateArchive> {
    archive: A,
}

impl<A: CertificateArchive> CertificateService<A> {
    pub fn new(archive: A) -> Self {
        Self { archive }
    }

    pub async fn handle(&self, req: Request) -> Result<Response<Body>, Error> {
        let Some(lookup) = CertificateLookup::from_request(&req) else {
            return Ok(Response::builder().status(400).body(Body::from("lot number required"))?);
        };
        match self.archive.read(&lookup) {
            Ok(pdf) => Ok(Response::builder()
                .status(200)
                .header("content-type", "application/pdf")
                .body(Body::Binary(pdf))?),
            Err(_) => Ok(Response::builder().status(404).body(Body::from("certificate not found"))?),
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let root = std::env::var("CERTIFICATE_ROOT").unwrap_or_else(|_| "/mnt/tonewood/certificates".into());
    let service = Arc::new(CertificateService::new(EfsArchive::new(root)?));
    run(service_fn(move |req: Request| {
        let service = Arc::clone(&service);
        async move { service.handle(req).await }
    }))
    .await
}
