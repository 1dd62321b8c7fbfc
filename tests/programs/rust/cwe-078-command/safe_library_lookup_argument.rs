// Probes a media file the library knows: the id only picks one of the server's own paths.
use axum::extract::{Path, State};
use std::collections::HashMap;
use std::process::Command;
use std::sync::Arc;

pub struct Library {
    files: HashMap<String, String>,
}

pub async fn probe(State(lib): State<Arc<Library>>, Path(id): Path<String>) -> String {
    let Some(file) = lib.files.get(&id) else {
        return "unknown".to_string();
    };
    let out = Command::new("ffprobe").args(["-v", "error", "--"]).arg(file).output();
    match out {
        Ok(o) => String::from_utf8_lossy(&o.stdout).into_owned(),
        Err(_) => "failed".to_string(),
    }
}
