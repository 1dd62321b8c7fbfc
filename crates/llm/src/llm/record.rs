//! `--record FILE` writes every exchange as a JSON line; `--replay FILE` serves them back in
//! order with no network, and fails clearly on a request that was not recorded.

use std::collections::{HashMap, VecDeque};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Mutex;

use serde::{Deserialize, Serialize};

use super::{ChatRequest, ChatResponse, LlmError, RequestMeta, cache};

#[derive(Serialize, Deserialize)]
struct Entry {
    key: String,
    meta: RequestMeta,
    model: String,
    response: ChatResponse,
    /// The request as it was sent (secrets masked), for reading what a run asked; replay
    /// matches on `key` alone.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    request: Option<ChatRequest>,
}

/// Appends exchanges to a file.
pub struct Recorder {
    file: Mutex<std::fs::File>,
    path: PathBuf,
}

impl Recorder {
    pub fn create(path: &Path) -> Result<Recorder, LlmError> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| LlmError::Config(format!("--record {}: {e}", path.display())))?;
        }
        let file = std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(path)
            .map_err(|e| LlmError::Config(format!("--record {}: cannot open: {e}", path.display())))?;
        Ok(Recorder { file: Mutex::new(file), path: path.to_path_buf() })
    }

    pub fn record(&self, req: &ChatRequest, resp: &ChatResponse) -> Result<(), LlmError> {
        let entry = Entry {
            key: cache::key("", req),
            meta: req.meta.clone(),
            model: req.model.clone(),
            response: resp.clone(),
            request: Some(req.clone()),
        };
        let line = serde_json::to_string(&entry).map_err(|e| LlmError::Config(format!("--record: {e}")))?;
        let mut f = self.file.lock().unwrap_or_else(|p| p.into_inner());
        writeln!(f, "{line}")
            .map_err(|e| LlmError::Config(format!("--record {}: cannot write: {e}", self.path.display())))
    }
}

/// Serves recorded answers.
pub struct Replay {
    path: PathBuf,
    answers: Mutex<HashMap<String, VecDeque<ChatResponse>>>,
}

impl Replay {
    pub fn load(path: &Path) -> Result<Replay, LlmError> {
        let text = std::fs::read_to_string(path)
            .map_err(|e| LlmError::Config(format!("--replay {}: cannot read: {e}", path.display())))?;
        let mut answers: HashMap<String, VecDeque<ChatResponse>> = HashMap::new();
        for (i, line) in text.lines().enumerate().filter(|(_, l)| !l.trim().is_empty()) {
            let e: Entry = serde_json::from_str(line).map_err(|err| {
                LlmError::Config(format!("--replay {}:{}: not a recorded exchange: {err}", path.display(), i + 1))
            })?;
            answers.entry(e.key).or_default().push_back(e.response);
        }
        Ok(Replay { path: path.to_path_buf(), answers: Mutex::new(answers) })
    }

    /// The next recorded answer to this request; the last one repeats once they run out.
    pub fn answer(&self, req: &ChatRequest) -> Result<ChatResponse, LlmError> {
        let key = cache::key("", req);
        let mut map = self.answers.lock().unwrap_or_else(|p| p.into_inner());
        match map.get_mut(&key) {
            Some(q) if q.len() > 1 => q.pop_front().ok_or_else(|| self.miss(req)),
            Some(q) => q.front().cloned().ok_or_else(|| self.miss(req)),
            None => Err(self.miss(req)),
        }
    }

    fn miss(&self, req: &ChatRequest) -> LlmError {
        let m = &req.meta;
        let mut what = format!("stage {}", m.stage);
        if let Some(r) = &m.role {
            what.push_str(&format!(", role {r}"));
        }
        if let Some(r) = m.round {
            what.push_str(&format!(", round {r}"));
        }
        if let Some(s) = &m.smith {
            what.push_str(&format!(", smith {s}"));
        }
        LlmError::NotRecorded { file: self.path.display().to_string(), what }
    }
}
