//! The scripted provider: replies read from a YAML file, matched on the request's stage, role,
//! round, smith and text. Deterministic; for tests, demos, benchmarks and reproducing a run.
//!
//! ```yaml
//! rules:
//!   - when: { stage: debate, role: architect, round: 1, contains: "migration" }
//!     latency_ms: 20
//!     replies:                      # in order; the last one repeats
//!       - json: { verdict: AGREE, reasoning: "..." }
//!       - error: 503
//!   - reply: { content: "anything else" }
//! ```

use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

use serde::Deserialize;

use super::{ChatFuture, ChatRequest, ChatResponse, FinishReason, LlmError, StreamSink, ToolCall, Usage};
use crate::yaml;

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Script {
    rules: Vec<Rule>,
}

#[derive(Debug, Deserialize)]
#[serde(deny_unknown_fields)]
struct Rule {
    #[serde(default)]
    when: When,
    #[serde(default)]
    latency_ms: u64,
    #[serde(default)]
    reply: Option<Reply>,
    #[serde(default)]
    replies: Vec<Reply>,
}

#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct When {
    stage: Option<String>,
    role: Option<String>,
    round: Option<u32>,
    smith: Option<String>,
    /// A substring of any message.
    contains: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct Reply {
    #[serde(default)]
    content: Option<String>,
    /// A JSON value, sent as the answer's text.
    #[serde(default)]
    json: Option<serde_json::Value>,
    #[serde(default)]
    tool_calls: Vec<ScriptedCall>,
    /// An HTTP status to fail with instead of answering.
    #[serde(default)]
    error: Option<u16>,
    #[serde(default)]
    retry_after_ms: Option<u64>,
    #[serde(default)]
    finish: Option<String>,
}

#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
struct ScriptedCall {
    name: String,
    #[serde(default)]
    arguments: serde_json::Value,
}

pub struct Scripted {
    file: PathBuf,
    rules: Vec<Rule>,
    /// How many times each rule has answered.
    served: Mutex<Vec<usize>>,
}

impl Scripted {
    pub fn load(file: &Path) -> Result<Scripted, LlmError> {
        let src = std::fs::read_to_string(file)
            .map_err(|e| LlmError::Script { file: file.display().to_string(), detail: format!("cannot read: {e}") })?;
        Scripted::parse(file, &src)
    }

    pub fn parse(file: &Path, src: &str) -> Result<Scripted, LlmError> {
        let script: Script = yaml::parse(file, src)
            .map_err(|d| LlmError::Script { file: file.display().to_string(), detail: d.to_string() })?;
        for (i, r) in script.rules.iter().enumerate() {
            if r.reply.is_none() && r.replies.is_empty() {
                return Err(LlmError::Script {
                    file: file.display().to_string(),
                    detail: format!("rule {} has neither `reply` nor `replies`", i + 1),
                });
            }
        }
        let n = script.rules.len();
        Ok(Scripted { file: file.to_path_buf(), rules: script.rules, served: Mutex::new(vec![0; n]) })
    }

    fn matches(when: &When, req: &ChatRequest) -> bool {
        let m = &req.meta;
        when.stage.as_ref().is_none_or(|s| *s == m.stage)
            && when.role.as_ref().is_none_or(|r| m.role.as_ref() == Some(r))
            && when.round.is_none_or(|r| m.round == Some(r))
            && when.smith.as_ref().is_none_or(|s| m.smith.as_ref() == Some(s))
            && when.contains.as_ref().is_none_or(|c| req.messages.iter().any(|msg| msg.content.contains(c.as_str())))
    }

    fn next(&self, req: &ChatRequest) -> Result<(Reply, u64), LlmError> {
        let Some(i) = self.rules.iter().position(|r| Self::matches(&r.when, req)) else {
            let m = &req.meta;
            return Err(LlmError::Script {
                file: self.file.display().to_string(),
                detail: format!(
                    "no rule matches stage {:?}, role {:?}, round {:?}, smith {:?}; add one (a rule with no `when` matches everything)",
                    m.stage, m.role, m.round, m.smith
                ),
            });
        };
        let rule = &self.rules[i];
        let mut served = self.served.lock().unwrap_or_else(|p| p.into_inner());
        let n = served[i];
        served[i] += 1;
        let reply = match (&rule.reply, rule.replies.as_slice()) {
            (_, [first, ..]) => rule.replies.get(n).unwrap_or_else(|| rule.replies.last().unwrap_or(first)).clone(),
            (Some(r), []) => r.clone(),
            (None, []) => {
                return Err(LlmError::Script {
                    file: self.file.display().to_string(),
                    detail: "a rule without replies".into(),
                });
            }
        };
        Ok((reply, rule.latency_ms))
    }
}

impl super::Provider for Scripted {
    fn chat<'a>(&'a self, req: &'a ChatRequest, sink: &'a dyn StreamSink) -> ChatFuture<'a> {
        Box::pin(async move {
            let (reply, latency) = self.next(req)?;
            if latency > 0 {
                tokio::time::sleep(Duration::from_millis(latency)).await;
            }
            let endpoint = format!("scripted {}", self.file.display());
            if let Some(status) = reply.error {
                return Err(match status {
                    401 | 403 => LlmError::Auth {
                        endpoint,
                        status,
                        key_var: "(scripted)".into(),
                        body: "injected by the script".into(),
                    },
                    _ => LlmError::Http {
                        endpoint,
                        status,
                        retry_after: reply.retry_after_ms.map(Duration::from_millis),
                        body: "injected by the script".into(),
                    },
                });
            }
            let content = match (&reply.content, &reply.json) {
                (Some(c), _) => c.clone(),
                (None, Some(j)) => j.to_string(),
                (None, None) => String::new(),
            };
            if !content.is_empty() {
                sink.delta(&req.meta, &content);
            }
            let tool_calls: Vec<ToolCall> = reply
                .tool_calls
                .iter()
                .enumerate()
                .map(|(i, c)| ToolCall {
                    id: format!("call_{i}"),
                    name: c.name.clone(),
                    arguments: if c.arguments.is_null() { "{}".into() } else { c.arguments.to_string() },
                })
                .collect();
            let finish = match reply.finish.as_deref() {
                Some("length") => FinishReason::Length,
                Some(other) if other != "stop" => FinishReason::Other(other.to_string()),
                _ if !tool_calls.is_empty() => FinishReason::ToolCalls,
                _ => FinishReason::Stop,
            };
            let input: usize = req.messages.iter().map(|m| m.content.len()).sum();
            let usage = Usage::new((input / 4) as u64 + 1, (content.len() / 4) as u64 + 1);
            Ok(ChatResponse { content, tool_calls, finish, usage, model: req.model.clone() })
        })
    }

    fn describe(&self) -> String {
        format!("scripted {}", self.file.display())
    }
}
