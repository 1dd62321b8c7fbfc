// Rocket route that downloads a signed lease attachment for a rental unit from the document share.
use std::path::{Path, PathBuf};

use rocket::{fs::NamedFile, get, routes, Build, Rocket, State};

pub struct DocumentConfig {
    pub share_root: String,
}

pub struct LeaseDocuments<'a> {
    config: &'a DocumentConfig,
}

fn clean_name(name: &str) -> Option<String> {
    let file = Path::new(name).file_name()?.to_str()?;
    if file != name || file.starts_with('.') || file.contains('\\') {
        return None;
    }
    Some(file.to_string())
}

impl<'a> LeaseDocuments<'a> {
    fn attachment_path(&self, lease_id: u32, name: &str) -> Option<PathBuf> {
        let file = clean_name(name)?;
        Some(PathBuf::from(format!("{}/leases/{}/{}", self.config.share_root, lease_id, file)))
    }

    async fn open(&self, lease_id: u32, name: &str) -> Option<NamedFile> {
        let path = self.attachment_path(lease_id, name)?;
        NamedFile::open(path).await.ok()
    }
}

#[get("/leases/<lease_id>/attachments?<name>")]
pub async fn lease_attachment(
    lease_id: u32,
    name: &str,
    config: &State<DocumentConfig>,
) -> Option<NamedFile> {
    let docs = LeaseDocuments { config: config.inner() };
    docs.open(lease_id, name).await
}

pub fn mount(rocket: Rocket<Build>) -> Rocket<Build> {
    let share_root = std::env::var("LEASE_SHARE").unwrap_or_else(|_| "/mnt/docs".into());
    rocket
        .manage(DocumentConfig { share_root })
        .mount("/", routes![lease_attachment])
}
