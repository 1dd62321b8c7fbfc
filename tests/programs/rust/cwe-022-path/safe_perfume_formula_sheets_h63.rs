// A perfume formula sheets program of the h63 set (cwe-022-path).
use std::convert::Infallible;
use std::path::{Component, Path, PathBuf};
use std::sync::Arc;

use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::server::conn::http1;
use hyper::service::service_fn;
use hyper::{Request, Response, StatusCode};
use hyper_util::rt::TokioIo;
use percent_encoding::percent_decode_str;
use tokio::net::TcpListener;

/// Request for a printable formula sheet, e.g. `/sheets?name=chypre/oakmoss-accord.txt`.
pub struct SheetRequest {
    name: String,
}

impl SheetRequest {
    pub fn from_query(query: Option<&str>) -> Result<Self, &'static str> {
        let raw = query
            .unwrap_or_default()
            .split('&')
            .find_map(|pair| match pair.split_once('=') {
                Some(("name", value)) => Some(value),
                _ => None,
            })
            .ok_or("name parameter missing")?;
        let name = percent_decode_str(raw).decode_utf8().map_err(|_| "name is not utf-8")?;
        if !Path::new(name.as_ref()).components().all(|c| matches!(c, Component::Normal(_))) {
            return Err("sheet name must stay inside the library");
        }
        Ok(Self { name: name.into_owned() })
    }

    pub fn name(&self) -> &str {
        &self.name
    }
}

#[async_trait::async_trait]
pub trait SheetSource: Send + Sync {
    async fn load(&self, name: &str) -> std::io::Result<Vec<u8>>;
}

pub struct DiskSheetSource {
    library: PathBuf,
}

#[async_trait::async_trait]
impl SheetSource for DiskSheetSource {
    async fn load(&self, name: &str) -> std::io::Result<Vec<u8>> {
        tokio::fs::read(self.library.join(name)).await
    }
}

pub struct FormulaLibrary {
    source: Arc<dyn SheetSource>,
}

impl FormulaLibrary {
    pub async fn handle(&self, req: Request<Incoming>) -> Result<Response<Full<Bytes>>, Infallible> {
        let reply = |status: StatusCode, body: Bytes| {
            Response::builder()
                .status(status)
                .header("content-type", "text/plain; charset=utf-8")
                .body(Full::new(body))
                .unwrap()
        };
        if req.uri().path() != "/sheets" {
            return Ok(reply(StatusCode::NOT_FOUND, Bytes::from_static(b"not found")));
        }
        let sheet = match SheetRequest::from_query(req.uri().query()) {
            Ok(sheet) => sheet,
            Err(msg) => return Ok(reply(StatusCode::BAD_REQUEST, Bytes::from_static(msg.as_bytes()))),
        };
        match self.source.load(sheet.name()).await {
            Ok(bytes) => Ok(reply(StatusCode::OK, Bytes::from(bytes))),
            Err(_) => Ok(reply(StatusCode::NOT_FOUND, Bytes::from_static(b"no such sheet"))),
        }
    }
}

#[tokio::main]
async fn main() -> Result<(), Box<dyn std::error::Error + Send + Sync>> {
    let library = PathBuf::from(std::env::var("FORMULA_LIBRARY").unwrap_or_else(|_| "/srv/formulas".into()));
    let app = Arc::new(FormulaLibrary { source: Arc::new(DiskSheetSource { library }) });
    let listener = TcpListener::bind("127.0.0.1:8088").await?;
    loop {
        let (stream, _) = listener.accept().await?;
        let app = Arc::clone(&app);
        tokio::spawn(async move {
            let service = service_fn(move |req| {
                let app = Arc::clone(&app);
                async move { app.handle(req).await }
            });
            if let Err(err) = http1::Builder::new().serve_connection(TokioIo::new(stream), service).await {
                eprintln!("connection error: {err}");
            }
        });
    }
}
