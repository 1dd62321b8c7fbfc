// A pattern file service program of the h61 set (cwe-022-path).
// Tailoring and alterations: the cutting-room tablets fetch garment pattern
// files (DXF) from the workshop server over gRPC.
use std::path::PathBuf;
use std::sync::Arc;

use tonic::{transport::Server, Request, Response, Status};

pub mod patterns {
    tonic::include_proto!("atelier.patterns.v1");
}

use patterns::pattern_library_server::{PatternLibrary, PatternLibraryServer};
use patterns::{PatternFile, PatternRequest};

#[tonic::async_trait]
trait PatternStore: Send + Sync + 'static {
    async fn load(&self, file_name: &str) -> Result<Vec<u8>, Status>;
}

struct DiskPatternStore {
    root: PathBuf,
}

#[tonic::async_trait]
impl PatternStore for DiskPatternStore {
    async fn load(&self, file_name: &str) -> Result<Vec<u8>, Status> {
        let root = tokio::fs::canonicalize(&self.root)
            .await
            .map_err(|_| Status::internal("pattern root unavailable"))?;
        let candidate = tokio::fs::canonicalize(root.join(file_name))
            .await
            .map_err(|_| Status::not_found("pattern not found"))?;
        if !candidate.starts_with(&root) {
            return Err(Status::permission_denied("pattern outside library"));
        }
        tokio::fs::read(&candidate)
            .await
            .map_err(|_| Status::not_found("pattern not found"))
    }
}

struct PatternNameValidator;

impl PatternNameValidator {
    fn check(&self, name: &str) -> Result<(), Status> {
        if name.is_empty() || name.len() > 128 {
            return Err(Status::invalid_argument("pattern name length"));
        }
        if !name.to_ascii_lowercase().ends_with(".dxf") {
            return Err(Status::invalid_argument("only DXF patterns are served"));
        }
        Ok(())
    }
}

struct PatternLibraryService {
    store: Arc<dyn PatternStore>,
    validator: PatternNameValidator,
}

#[tonic::async_trait]
impl PatternLibrary for PatternLibraryService {
    async fn fetch_pattern(
        &self,
        request: Request<PatternRequest>,
    ) -> Result<Response<PatternFile>, Status> {
        let req = request.into_inner();
        self.validator.check(&req.file_name)?;
        let content = self.store.load(&req.file_name).await?;
        Ok(Response::new(PatternFile {
            file_name: req.file_name,
            content,
        }))
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error>> {
    let root = std::env::var("PATTERN_ROOT").unwrap_or_else(|_| "/srv/atelier/patterns".into());
    let service = PatternLibraryService {
        store: Arc::new(DiskPatternStore { root: PathBuf::from(root) }),
        validator: PatternNameValidator,
    };
    let addr = "0.0.0.0:50051".parse()?;
    Server::builder()
        .add_service(PatternLibraryServer::new(service))
        .serve(addr)
        .await?;
    Ok(())
}
