//! The content-addressed response cache (opt-in): an answer is stored under the hash of the
//! request that produced it, and the same request later is answered from disk.

use std::path::{Path, PathBuf};

use super::{ChatRequest, ChatResponse};

/// The key of a request: everything that shapes the answer, not who asked.
pub fn key(endpoint: &str, req: &ChatRequest) -> String {
    let shape = serde_json::json!({
        "endpoint": endpoint,
        "model": req.model,
        "messages": req.messages,
        "tools": req.tools,
        "answer_schema": req.answer_schema,
        "temperature": req.temperature,
        "max_tokens": req.max_tokens,
    });
    blake3::hash(shape.to_string().as_bytes()).to_hex().to_string()
}

pub struct Cache {
    dir: PathBuf,
}

impl Cache {
    pub fn new(dir: &Path) -> Cache {
        Cache { dir: dir.to_path_buf() }
    }

    fn path(&self, key: &str) -> PathBuf {
        self.dir.join(&key[..2.min(key.len())]).join(format!("{key}.json"))
    }

    /// A stored answer; an unreadable entry counts as a miss.
    pub fn get(&self, key: &str) -> Option<ChatResponse> {
        let text = std::fs::read_to_string(self.path(key)).ok()?;
        serde_json::from_str(&text).ok()
    }

    /// Stores an answer. Failing to store only costs a future call, so it is not an error.
    pub fn put(&self, key: &str, resp: &ChatResponse) {
        let path = self.path(key);
        if let Some(dir) = path.parent() {
            let _ = crate::workspace::create_state_dir(dir);
        }
        if let Ok(text) = serde_json::to_string(resp) {
            let _ = crate::util::write_atomic(&path, text.as_bytes());
        }
    }
}
