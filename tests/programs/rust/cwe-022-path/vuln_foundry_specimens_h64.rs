// A foundry specimens program of the h64 set (cwe-022-path).
use salvo::fs::NamedFile;
use salvo::prelude::*;
use serde::Deserialize;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::OnceLock;

// Specimen files (OTF/WOFF2 trial fonts) per family; the catalogue lists the
// families the foundry currently licenses and the folder each one lives in.
#[derive(Deserialize)]
struct CatalogueEntry {
    folder: String,
    designer: String,
    styles: Vec<String>,
}

const SPECIMEN_ROOT: &str = "/srv/foundry/specimens";

fn catalogue() -> &'static HashMap<String, CatalogueEntry> {
    static CATALOGUE: OnceLock<HashMap<String, CatalogueEntry>> = OnceLock::new();
    CATALOGUE.get_or_init(|| {
        let raw = std::fs::read_to_string("/srv/foundry/catalogue.json").unwrap_or_default();
        serde_json::from_str(&raw).unwrap_or_default()
    })
}

fn has_font_extension(name: &str) -> bool {
    let lower = name.to_ascii_lowercase();
    lower.ends_with(".otf") || lower.ends_with(".woff2")
}

fn specimen_path(family: &str, style_file: &str) -> Option<PathBuf> {
    let entry = catalogue().get(family)?;
    if !has_font_extension(style_file) {
        return None;
    }
    Some(PathBuf::from(SPECIMEN_ROOT).join(&entry.folder).join(style_file))
}

#[handler]
async fn specimen(req: &mut Request, res: &mut Response) {
    let family = req.param::<String>("family").unwrap_or_default();
    let style_file = req.query::<String>("file").unwrap_or_else(|| "Regular.otf".into());

    let Some(path) = specimen_path(&family, &style_file) else {
        res.status_code(StatusCode::NOT_FOUND);
        res.render(Text::Plain("unknown family or file type"));
        return;
    };
    if !path.is_file() {
        res.status_code(StatusCode::NOT_FOUND);
        res.render(Text::Plain("no such specimen"));
        return;
    }
    let designer = catalogue().get(&family).map(|e| e.designer.as_str()).unwrap_or("");
    tracing::info!(%family, %designer, file = %style_file, "specimen download");
    NamedFile::builder(path)
        .attached_name(style_file)
        .send(req.headers(), res)
        .await;
}

#[handler]
async fn styles(req: &mut Request, res: &mut Response) {
    let family = req.param::<String>("family").unwrap_or_default();
    match catalogue().get(&family) {
        Some(entry) => res.render(Json(&entry.styles)),
        None => {
            res.status_code(StatusCode::NOT_FOUND);
        }
    }
}

#[tokio::main]
async fn main() {
    tracing_subscriber::fmt().init();
    let router = Router::with_path("specimens/{family}")
        .get(specimen)
        .push(Router::with_path("styles").get(styles));
    let acceptor = TcpListener::new("127.0.0.1:5800").bind().await;
    Server::new(acceptor).serve(router).await;
}
