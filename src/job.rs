//! The state of a fix-bug or add-feature job, kept in `run.json` so that `resume` can finish it,
//! and what it delivered: the values the stages fill and the reports render.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::context::{TestCommand, Ticket};
use crate::debate::Dissent;
use crate::llm::Tally;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Kind {
    FixBug,
    AddFeature,
}

impl Kind {
    pub fn command(self) -> &'static str {
        match self {
            Kind::FixBug => "fix-bug",
            Kind::AddFeature => "add-feature",
        }
    }
}

/// Where a verified patch goes.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Delivery {
    Apply,
    Branch(String),
    Patch,
}

/// A fix-bug / add-feature job: everything the stages after the smith tree need, kept in
/// `run.json` so that `agentsmith resume` can finish it.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ChangeJob {
    pub kind: Kind,
    pub ticket: Ticket,
    /// Where the ticket came from: `the command line`, a file, a GitHub issue.
    pub ticket_source: String,
    pub test: TestCommand,
    pub fix_attempts: u32,
    pub delivery: Delivery,
    /// Why the delivery is not what the flags asked (a dirty tree at the start).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub delivery_note: Option<String>,
    pub force: bool,
    pub base_commit: String,
    pub plan_title: String,
    pub plan: String,
    /// The code map as text: every smith is told it.
    #[serde(default)]
    pub context: String,
    /// `(emoji, role, why)`.
    pub panel: Vec<(String, String, String)>,
    pub debate: String,
    #[serde(default)]
    pub dissent: Vec<Dissent>,
    /// Every test run so far: `before`, `attempt N`, `reproduction`.
    #[serde(default)]
    pub tests: Vec<TestRun>,
    /// Rounds of fixes done after failed verifications.
    #[serde(default)]
    pub fixes: u32,
    /// Usage of earlier processes of this run (a resumed run adds its own).
    #[serde(default)]
    pub usage: Tally,
    /// `--pr`: where the committed branch is pushed and the pull request opened.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pull_request: Option<PrTarget>,
    /// `--pr` failed after the branch was committed: what was delivered, so that `resume`
    /// retries only the push and the pull request (no model call, no second commit).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pr_pending: Option<PrPending>,
}

/// A committed branch whose push or pull request failed.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct PrPending {
    pub branch: String,
    /// `committed on the new branch `NAME` (SHA)`: the first half of the outcome.
    pub committed: String,
    pub delivered: Delivered,
}

/// Where `--pr` pushes the branch and opens the pull request (settled before any work; no
/// token in here: it is read from `GITHUB_TOKEN` when the request is made).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PrTarget {
    /// The git remote pushed to.
    pub remote: String,
    /// The GitHub repository the remote's URL names.
    pub owner: String,
    pub repo: String,
    /// The branch the pull request merges into.
    pub base: String,
    /// `--issue OWNER/REPO#N`: the issue the pull request fixes.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub issue: Option<IssueRef>,
    /// `--pr-comment`: also comment on the issue with the pull request's link.
    #[serde(default)]
    pub comment: bool,
}

/// A GitHub issue: `OWNER/REPO#NUMBER`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct IssueRef {
    pub owner: String,
    pub repo: String,
    pub number: u64,
}

/// What `--pr` did.
#[derive(Debug, Clone, Default, Serialize, Deserialize)]
pub struct PrOutcome {
    /// The branch is on the remote.
    pub pushed: bool,
    /// The pull request's page, when one was opened (or found already open).
    pub url: Option<String>,
    pub number: Option<u64>,
    /// Why the push or the pull request failed.
    pub error: Option<String>,
    /// The failure is the user's configuration (a missing or refused token): exit 2.
    pub config_error: bool,
    /// The comment on the issue, when asked: its page, or why it failed.
    pub comment: Option<String>,
}

/// What happened at the end, for the report and the exit status.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct Delivered {
    pub verified: bool,
    /// Did a test added by the change fail before it (`None`: not checked).
    pub reproduced: Option<bool>,
    pub outcome: String,
    /// The requested delivery failed (exit 1 even when verified).
    pub delivery_failed: bool,
    pub patch: Option<PathBuf>,
    pub files: Vec<(String, String, String)>,
    /// `--pr`: the push and the pull request.
    pub pull_request: Option<PrOutcome>,
}

/// One run of the test command (in the sandbox).
pub use crate::sandbox::TestRun;
