// Funeral home family portal: relatives download the order of service and the
// memorial booklet prepared for each service.
use std::path::PathBuf;

use poem::{
    get, handler,
    http::StatusCode,
    listener::TcpListener,
    web::{Data, Path, Query},
    EndpointExt, Error, Response, Result, Route, Server,
};
use serde::Deserialize;

#[derive(Clone)]
struct BookletStore {
    root: PathBuf,
}

#[derive(Deserialize)]
struct BookletQuery {
    file: String,
}

impl BookletStore {
    async fn locate(&self, service_id: u32, file: &str) -> Result<PathBuf> {
        let candidate = self.root.join(service_id.to_string()).join(file);
        if !candidate.starts_with(&self.root) {
            return Err(Error::from_status(StatusCode::FORBIDDEN));
        }
        Ok(candidate)
    }
}

fn wants_pdf(file: &str) -> Option<&str> {
    Some(file.trim())
        .filter(|f| !f.is_empty())
        .filter(|f| f.to_ascii_lowercase().ends_with(".pdf"))
}

#[handler]
async fn download(
    Path(service_id): Path<u32>,
    Query(query): Query<BookletQuery>,
    store: Data<&BookletStore>,
) -> Result<Response> {
    let file = wants_pdf(&query.file)
        .ok_or_else(|| Error::from_string("only PDF booklets are served", StatusCode::BAD_REQUEST))?;
    let path = store.locate(service_id, file).await?;
    let bytes = tokio::fs::read(&path)
        .await
        .map_err(|_| Error::from_status(StatusCode::NOT_FOUND))?;
    Ok(Response::builder()
        .content_type("application/pdf")
        .header("content-disposition", "inline")
        .body(bytes))
}

#[tokio::main]
async fn main() -> Result<(), std::io::Error> {
    let root = std::fs::canonicalize("/srv/funeral-home/booklets")?;
    let app = Route::new()
        .at("/services/:service_id/booklet", get(download))
        .data(BookletStore { root });
    Server::new(TcpListener::bind("0.0.0.0:3000")).run(app).await
}
