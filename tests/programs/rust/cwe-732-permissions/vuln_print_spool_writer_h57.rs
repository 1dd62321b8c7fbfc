// Print shop artwork intake: stores uploaded artwork in the spool read by the RIP workstation.
use axum::{body::Bytes, extract::{Path, State}, http::StatusCode};
use std::fs::{self, DirBuilder, OpenOptions, Permissions};
use std::io::Write;
use std::os::unix::fs::{DirBuilderExt, OpenOptionsExt, PermissionsExt};
use std::path::PathBuf;
use std::sync::Arc;

pub struct SpoolSettings {
    pub root: PathBuf,
    pub max_bytes: usize,
}

pub trait ArtworkSink: Send + Sync {
    fn store(&self, order_id: u64, data: &[u8]) -> std::io::Result<PathBuf>;
}

pub struct SpoolDirectorySink {
    settings: SpoolSettings,
}

impl SpoolDirectorySink {
    pub fn new(settings: SpoolSettings) -> Self {
        Self { settings }
    }

    fn order_dir(&self, order_id: u64) -> std::io::Result<PathBuf> {
        let dir = self.settings.root.join(format!("order-{:08}", order_id));
        DirBuilder::new().recursive(true).mode(0o750).create(&dir)?;
        Ok(dir)
    }
}

impl ArtworkSink for SpoolDirectorySink {
    fn store(&self, order_id: u64, data: &[u8]) -> std::io::Result<PathBuf> {
        let path = self.order_dir(order_id)?.join("artwork.pdf");
        let mut file = OpenOptions::new().create(true).write(true).truncate(true).mode(0o640).open(&path)?;
        file.write_all(data)?;
        file.sync_all()?;
        fs::set_permissions(&path, Permissions::from_mode(0o666))?;
        Ok(path)
    }
}

pub struct IntakeState {
    pub sink: Box<dyn ArtworkSink>,
    pub max_bytes: usize,
}

pub async fn upload_artwork(
    State(state): State<Arc<IntakeState>>,
    Path(order_id): Path<u64>,
    body: Bytes,
) -> StatusCode {
    if body.len() > state.max_bytes || !body.starts_with(b"%PDF-") {
        return StatusCode::UNPROCESSABLE_ENTITY;
    }
    match state.sink.store(order_id, &body) {
        Ok(_) => StatusCode::CREATED,
        Err(_) => StatusCode::INTERNAL_SERVER_ERROR,
    }
}
