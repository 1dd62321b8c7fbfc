// matter documents (h58 set)
use std::path::{Component, Path, PathBuf};

use actix_files::NamedFile;
use actix_web::{
    error,
    middleware::{DefaultHeaders, Logger},
    web, App, HttpServer, Result,
};
use serde::Deserialize;

#[derive(Clone)]
struct Vault {
    root: PathBuf,
}

#[derive(Deserialize)]
struct DocumentQuery {
    name: String,
}

fn matter_folder(root: &Path, matter_id: u32) -> PathBuf {
    root.join(format!("matter-{matter_id:06}"))
}

/// Documents are stored flat inside each matter folder: accept a single,
/// non-hidden file name and nothing that walks between folders.
fn plain_file_name(name: &str) -> Option<&str> {
    let mut parts = Path::new(name).components();
    match (parts.next(), parts.next()) {
        (Some(Component::Normal(part)), None) if !name.starts_with('.') => part.to_str(),
        _ => None,
    }
}

async fn download(
    vault: web::Data<Vault>,
    matter_id: web::Path<u32>,
    query: web::Query<DocumentQuery>,
) -> Result<NamedFile> {
    let folder = matter_folder(&vault.root, matter_id.into_inner());
    let name = plain_file_name(&query.name).ok_or_else(|| error::ErrorBadRequest("bad name"))?;
    let file = folder.join(name);
    Ok(NamedFile::open_async(file).await?)
}

#[actix_web::main]
async fn main() -> std::io::Result<()> {
    let vault = web::Data::new(Vault {
        root: std::env::var("MATTER_VAULT")
            .unwrap_or_else(|_| "/srv/matters".into())
            .into(),
    });

    HttpServer::new(move || {
        App::new()
            .app_data(vault.clone())
            .wrap(Logger::default())
            .wrap(DefaultHeaders::new().add(("Cache-Control", "no-store")))
            // the portal is only reachable through the firm's SSO reverse proxy
            .service(
                web::scope("/client-portal")
                    .route("/matters/{matter_id}/document", web::get().to(download)),
            )
    })
    .bind(("127.0.0.1", 8181))?
    .run()
    .await
}
