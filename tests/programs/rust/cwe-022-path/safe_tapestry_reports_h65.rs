// A tapestry reports program of the h65 set (cwe-022-path).
// Lambda behind API Gateway: GET /tapestries/{tapestryId}/reports/{file}
// Returns a condition report (PDF) written by the conservation team.
use lambda_http::{run, service_fn, Body, Error, Request, RequestExt, Response};
use std::io::ErrorKind;
use std::path::PathBuf;
use tokio::fs;

struct ReportStore {
    root: PathBuf,
}

impl ReportStore {
    fn from_env() -> Self {
        let root = std::env::var("REPORT_ROOT")
            .unwrap_or_else(|_| "/mnt/efs/condition-reports".to_string());
        Self { root: PathBuf::from(root) }
    }

    async fn read_report(&self, tapestry_id: &str, file_name: &str) -> Result<Option<Vec<u8>>, Error> {
        let candidate = self.root.join(tapestry_id).join(file_name);
        let resolved = match fs::canonicalize(&candidate).await {
            Ok(path) => path,
            Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
            Err(e) => return Err(e.into()),
        };
        let root = fs::canonicalize(&self.root).await?;
        if !resolved.starts_with(&root) {
            return Ok(None);
        }
        match fs::read(&resolved).await {
            Ok(bytes) => Ok(Some(bytes)),
            Err(e) if e.kind() == ErrorKind::NotFound => Ok(None),
            Err(e) => Err(e.into()),
        }
    }
}

fn plain(status: u16, text: &str) -> Result<Response<Body>, Error> {
    Ok(Response::builder()
        .status(status)
        .header("content-type", "text/plain")
        .body(Body::from(text.to_string()))?)
}

async fn handler(store: &ReportStore, event: Request) -> Result<Response<Body>, Error> {
    let params = event.path_parameters();
    let (Some(tapestry_id), Some(file_name)) = (params.first("tapestryId"), params.first("file")) else {
        return plain(400, "tapestryId and file are required");
    };

    match store.read_report(tapestry_id, file_name).await? {
        Some(bytes) => Ok(Response::builder()
            .status(200)
            .header("content-type", "application/pdf")
            .header("cache-control", "private, max-age=300")
            .body(Body::from(bytes))?),
        None => plain(404, "no such condition report"),
    }
}

#[tokio::main]
async fn main() -> Result<(), Error> {
    let store = ReportStore::from_env();
    let store = &store;
    run(service_fn(move |event: Request| async move { handler(store, event).await })).await
}
