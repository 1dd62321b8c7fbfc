// A saddle patterns program of the h64 set (cwe-022-path).
use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use warp::http::{Response, StatusCode};
use warp::Filter;

// Cutting patterns for saddle trees, flaps and panels, grouped by collection.
// GET /patterns/<collection>?sheet=cantle_17in.pdf
struct PatternStore {
    root: PathBuf,
    collections: HashMap<&'static str, &'static str>,
}

impl PatternStore {
    fn new(root: impl Into<PathBuf>) -> Self {
        let collections = HashMap::from([
            ("western", "western-2023"),
            ("english", "english-gp"),
            ("endurance", "endurance-lite"),
            ("side", "side-saddle"),
        ]);
        PatternStore { root: root.into(), collections }
    }

    fn sheet_path(&self, collection: &str, sheet: &str) -> Option<PathBuf> {
        let folder = self.collections.get(collection)?;
        if !(sheet.ends_with(".pdf") || sheet.ends_with(".dxf")) {
            return None;
        }
        Some(self.root.join(folder).join(sheet))
    }
}

fn content_type(p: &Path) -> &'static str {
    match p.extension().and_then(|e| e.to_str()) {
        Some("pdf") => "application/pdf",
        _ => "application/dxf",
    }
}

async fn download(
    collection: String,
    params: HashMap<String, String>,
    store: Arc<PatternStore>,
) -> Result<Response<Vec<u8>>, warp::Rejection> {
    let sheet = params.get("sheet").map(String::as_str).unwrap_or("index.pdf");
    let path = match store.sheet_path(&collection, sheet) {
        Some(p) => p,
        None => {
            return Ok(Response::builder()
                .status(StatusCode::BAD_REQUEST)
                .body(b"unknown collection or sheet".to_vec())
                .unwrap())
        }
    };

    match tokio::fs::read(&path).await {
        Ok(bytes) => Ok(Response::builder()
            .header("content-type", content_type(&path))
            .body(bytes)
            .unwrap()),
        Err(_) => Ok(Response::builder()
            .status(StatusCode::NOT_FOUND)
            .body(b"no such sheet".to_vec())
            .unwrap()),
    }
}

#[tokio::main]
async fn main() {
    let store = Arc::new(PatternStore::new("/srv/saddlery/patterns"));
    let with_store = warp::any().map(move || store.clone());

    let route = warp::path!("patterns" / String)
        .and(warp::get())
        .and(warp::query::<HashMap<String, String>>())
        .and(with_store)
        .and_then(download);

    warp::serve(route).run(([127, 0, 0, 1], 3030)).await;
}
