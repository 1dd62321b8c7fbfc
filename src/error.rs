//! The errors a command can end with, and the exit status each maps to.

use std::path::PathBuf;

use crate::context::TicketError;
use crate::diag::Diagnostics;

/// Exit statuses (DESIGN.md section 8), the same in every crate.
pub use agentsmith_core::exit;

#[derive(Debug, thiserror::Error)]
pub enum Error {
    /// Problems in configuration, role files or other user-written input, each located.
    #[error("{0}")]
    Invalid(Diagnostics),
    /// A command used wrongly.
    #[error("{0}")]
    Usage(String),
    #[error(transparent)]
    Ticket(#[from] TicketError),
    #[error("{}: {source}", path.display())]
    Io { path: PathBuf, source: std::io::Error },
    #[error("{0}")]
    Template(#[from] crate::templates::TemplateError),
    #[error(transparent)]
    Scan(#[from] crate::scan::ScanError),
    /// No model is configured, or the configured one cannot be used.
    #[error("{0}")]
    ModelConfig(#[from] crate::config::ModelError),
    #[error("{0}")]
    Model(crate::llm::LlmError),
    #[error(transparent)]
    Issue(#[from] crate::context::github::IssueError),
    /// The engine's git failed on its own copies (`doing` says at which step): the job failed.
    #[error("{doing}: {source}")]
    Git { doing: &'static str, source: crate::git::GitError },
    /// The debate could not be held (no panel, a template, the draft failed).
    #[error(transparent)]
    Debate(#[from] crate::debate::DebateError),
    /// Another process works in the same `.agent-smith/` folder.
    #[error(transparent)]
    Lock(#[from] crate::smith::LockError),
}

impl Error {
    pub fn io(path: impl Into<PathBuf>, source: std::io::Error) -> Self {
        Error::Io { path: path.into(), source }
    }

    /// The error as the user reads it on stderr: one `error:` prefix. Located problems carry
    /// their own (`file:line:col: error: ...`), so they are shown as they are.
    pub fn to_user(&self, label: &str) -> String {
        match self {
            Error::Invalid(d) => d.to_string(),
            other => format!("{label} {other}"),
        }
    }

    /// The exit status for this error.
    pub fn exit_code(&self) -> u8 {
        match self {
            Error::Invalid(_) | Error::Usage(_) | Error::Ticket(_) => exit::USAGE,
            Error::Scan(e) => e.exit_code(),
            Error::ModelConfig(_) => exit::USAGE,
            Error::Model(crate::llm::LlmError::Config(_) | crate::llm::LlmError::Script { .. }) => exit::USAGE,
            Error::Model(_) => exit::FAILED,
            // A file the tool cannot read or write (an unwritable --output), a template that
            // does not render: the tool's error, not the job's.
            Error::Io { .. } | Error::Template(_) => exit::USAGE,
            Error::Lock(_) => exit::USAGE,
            Error::Git { .. } => exit::FAILED,
            Error::Debate(crate::debate::DebateError::EmptyPanel | crate::debate::DebateError::NotPaused) => {
                exit::USAGE
            }
            Error::Debate(crate::debate::DebateError::Template(_)) => exit::FAILED,
            // The model could not draft a plan: the job failed.
            Error::Debate(crate::debate::DebateError::Draft(_)) => exit::FAILED,
            Error::Issue(crate::context::github::IssueError::Invalid(_)) => exit::USAGE,
            Error::Issue(crate::context::github::IssueError::Unreachable(_)) => exit::FAILED,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::llm::{BudgetKind, LlmError};
    use std::time::Duration;

    #[test]
    fn a_model_that_failed_is_a_failed_job_and_a_wrong_setting_a_usage_error() {
        let e = "http://127.0.0.1:9/v1".to_string();
        let failed = [
            LlmError::Http { endpoint: e.clone(), status: 503, retry_after: None, body: "busy".into() },
            LlmError::Auth { endpoint: e.clone(), status: 401, key_var: "OPENAI_API_KEY".into(), body: String::new() },
            LlmError::Connect { endpoint: e.clone(), detail: "refused".into() },
            LlmError::Timeout { endpoint: e.clone(), after: Duration::from_secs(1) },
            LlmError::Stalled { endpoint: e.clone(), after: Duration::from_secs(1) },
            LlmError::StreamCut { endpoint: e.clone(), detail: "closed".into() },
            LlmError::Malformed { endpoint: e.clone(), detail: "not JSON".into() },
            LlmError::BadChunk { endpoint: e.clone(), detail: "not JSON".into() },
            LlmError::Budget { kind: BudgetKind::Tokens, used: "10".into(), limit: "10".into() },
            LlmError::NotRecorded { file: "r.jsonl".into(), what: "stage x".into() },
        ];
        for err in failed {
            let shown = err.to_string();
            assert_eq!(Error::Model(err).exit_code(), exit::FAILED, "{shown}");
        }
        for err in
            [LlmError::Config("no model".into()), LlmError::Script { file: "s.yaml".into(), detail: "bad".into() }]
        {
            let shown = err.to_string();
            assert_eq!(Error::Model(err).exit_code(), exit::USAGE, "{shown}");
        }
    }
}
