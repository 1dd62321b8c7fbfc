//! The record of a job, `.agent-smith/run.json`: one type for every command that starts a smith
//! tree (`run`, `debate --execute`, fix-bug and add-feature, a scan's investigation). The
//! command builds it once from its flags and the agreed plan; the stages read it and keep it up
//! to date, so that `agentsmith resume` can finish the job. A fix-bug or add-feature job adds
//! its own facts ([`ChangeJob`]), and what it delivered is rendered by the reports.

use std::path::PathBuf;

use serde::{Deserialize, Serialize};

use crate::context::{TestCommand, Ticket};
use crate::debate::{DebateSummary, Dissent, Plan};
use crate::error::Error;
use crate::estimate::Estimate;
use crate::llm::Tally;
use crate::smith::{RunStatus, Workspace};

/// `.agent-smith/run.json`: what the run was asked, with which limits, and where it stands.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct RunRecord {
    pub run_id: String,
    /// The root's task, its title.
    pub task: String,
    /// The root's task, its text.
    #[serde(default)]
    pub context: String,
    pub created_at: String,
    pub status: RunStatus,
    pub max_depth: u8,
    pub max_breadth: u8,
    pub max_turns: u32,
    pub jobs: u32,
    pub model: String,
    /// A fix-bug or add-feature job: what the stages after the tree need (verification,
    /// delivery, the report).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub job: Option<ChangeJob>,
    /// Keep the working copies when the run completes (`--keep-work`); a run that does not
    /// complete always keeps them, for resume.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub keep_work: bool,
    /// What the run is expected to spend and the most it can, counted before the tree started:
    /// the debate that agreed the plan, the tree on the plan's steps, fix-bug's fix rounds.
    /// (A run recorded without it is compared with its tree's estimate alone.)
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub estimate: Option<Estimate>,
    /// The plan the panel agreed on, whose steps are the root's first split (kept here so that
    /// `resume` splits on the same plan); `None` with `--no-debate`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub plan: Option<Plan>,
}

impl RunRecord {
    /// A new run, `prefix-<time>`, on the root task `title` and `task`, with the limits of
    /// `settings` (the hard limits hold whatever they say) and `model` (`provider name`).
    pub fn start(
        prefix: &str,
        title: String,
        task: String,
        settings: &crate::config::Settings,
        model: String,
    ) -> RunRecord {
        let bounds = settings.bounds();
        RunRecord {
            run_id: format!("{prefix}-{}", crate::util::utc_compact()),
            task: title,
            context: task,
            created_at: crate::util::utc_now(),
            status: RunStatus::Running,
            max_depth: bounds.depth,
            max_breadth: bounds.breadth,
            max_turns: bounds.turns,
            jobs: settings.limits.jobs,
            model,
            job: None,
            keep_work: false,
            estimate: None,
            plan: None,
        }
    }

    pub fn path(ws: &Workspace) -> PathBuf {
        ws.root.join("run.json")
    }

    /// The run recorded in `ws`, `None` when there is none. A record that cannot be read
    /// (damaged, or written by a version of agentsmith that recorded it otherwise) is an error
    /// that names the file and `--fresh`.
    pub fn load(ws: &Workspace) -> Result<Option<RunRecord>, Error> {
        let record: Option<RunRecord> = read_state(&Self::path(ws), |e| {
            format!(
                "the recorded run cannot be read ({e}); it cannot be resumed: start a new one with --fresh (`agentsmith run --fresh`, `agentsmith fix-bug --fresh` ...), which archives it"
            )
        })?;
        Ok(record.map(RunRecord::without_plan_copies))
    }

    /// A record written while the plan was kept twice (typed here, as text in the job) keeps
    /// the typed plan only.
    fn without_plan_copies(mut self) -> RunRecord {
        if let (Some(_), Some(job)) = (&self.plan, &mut self.job) {
            job.untyped_plan = None;
        }
        self
    }

    /// The run recorded in `ws`, if there is one that can be read.
    pub fn read(ws: &Workspace) -> Option<RunRecord> {
        Self::load(ws).ok().flatten()
    }

    pub fn write(&self, ws: &Workspace) -> Result<(), Error> {
        let path = Self::path(ws);
        crate::workspace::ensure_ignored(&ws.root).map_err(|e| Error::io(&ws.root, e))?;
        let text = serde_json::to_string_pretty(self).map_err(|e| Error::io(&path, std::io::Error::other(e)))?;
        ws.engine_write(&path, &(text + "\n")).map_err(|e| Error::io(&path, e))
    }
}

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

/// A JSON state file (`run.json`, a paused debate), `None` when there is none. One that cannot
/// be read is a usage error naming the file, in the words `unreadable` gives the parse error.
pub(crate) fn read_state<T: serde::de::DeserializeOwned>(
    path: &std::path::Path,
    unreadable: impl FnOnce(serde_json::Error) -> String,
) -> Result<Option<T>, Error> {
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(Error::io(path, e)),
    };
    serde_json::from_str(&text).map(Some).map_err(|e| Error::Usage(format!("{}: {}", path.display(), unreadable(e))))
}

/// A fix-bug / add-feature job, kept in its run's record: built by the command from its flags
/// (the ticket, the test command, the delivery), settled by the debate (the panel), then filled
/// in by the stages (the base commit, the test runs, the fix rounds, the usage). The plan is
/// the record's ([`RunRecord::plan`]): its title, Markdown and dissent are read from it (see
/// [`ChangeJob::title`], [`ChangeJob::plan_markdown`], [`ChangeJob::dissent`]).
///
/// Unknown fields are ignored, not refused, so that older records are still resumed: one
/// written while the plan was kept twice held `plan_title`, `plan` (its Markdown) and
/// `dissent` here as well as the typed plan (the copies are dropped on load); one written
/// before the typed plan held them here only ([`UntypedPlan`], kept); one written before the
/// typed debate summary held the panel as `(emoji, role, why)` and the debate as a line
/// ([`Debated::Untyped`], kept).
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
    /// The code map as text: every smith is told it.
    #[serde(default)]
    pub context: String,
    /// The panel and how its debate ended; `None` with `--no-debate`. A run recorded before the
    /// typed summary holds its line as text ([`Debated::Untyped`], its panel in
    /// [`ChangeJob::untyped_panel`]).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub debate: Option<Debated>,
    /// The panel of a run recorded before the typed summary, as `(emoji, role, why)`: read for
    /// its report and written back as it was. Empty for every run since (the panel is the
    /// summary's).
    #[serde(default, rename = "panel", skip_serializing_if = "Vec::is_empty")]
    pub untyped_panel: Vec<(String, String, String)>,
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
    /// The plan of a run recorded before the typed plan: read for its reports, its commit and
    /// its pull request, and written back as it was. `None` for every run since.
    #[serde(flatten)]
    pub untyped_plan: Option<UntypedPlan>,
}

/// The agreed plan as a run recorded before the typed plan kept it: in its job, as text.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct UntypedPlan {
    #[serde(rename = "plan_title")]
    pub title: String,
    #[serde(rename = "plan")]
    pub markdown: String,
    #[serde(default)]
    pub dissent: Vec<Dissent>,
}

/// How a job's debate ended: typed, or, in a run recorded before the typed summary, the line
/// (and its notes) as it was written.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(
    untagged,
    expecting = "`debate` as this version writes it (an object with `panel`, `rounds` and `end`), or a line of text"
)]
pub enum Debated {
    Summary(DebateSummary),
    Untyped(String),
}

impl ChangeJob {
    /// The change's title (the commit's first line, the pull request's): the agreed plan's, or
    /// the ticket's when no plan was debated (`--no-debate`).
    pub fn title<'a>(&'a self, plan: Option<&'a Plan>) -> &'a str {
        plan.map(|p| p.title.as_str())
            .or_else(|| self.untyped(plan).map(|u| u.title.as_str()))
            .unwrap_or(&self.ticket.title)
    }

    /// The agreed plan as Markdown (its version's `plan-vN.md`); empty without one
    /// (`--no-debate`).
    pub fn plan_markdown(&self, plan: Option<&Plan>) -> String {
        plan.map(Plan::markdown).or_else(|| self.untyped(plan).map(|u| u.markdown.clone())).unwrap_or_default()
    }

    /// The objections on record when the plan was carried out without the panel's consensus:
    /// the debate writes them into the plan it goes on with. None without a plan.
    pub fn dissent<'a>(&'a self, plan: Option<&'a Plan>) -> &'a [Dissent] {
        plan.map(|p| p.dissent.as_slice()).or_else(|| self.untyped(plan).map(|u| u.dissent.as_slice())).unwrap_or(&[])
    }

    /// The text plan of a run recorded before the typed plan, when the record has no typed one.
    fn untyped(&self, plan: Option<&Plan>) -> Option<&UntypedPlan> {
        self.untyped_plan.as_ref().filter(|_| plan.is_none())
    }
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

#[cfg(test)]
mod tests {
    use super::*;

    /// A fix-bug run.json as the version before the typed record wrote it (its job an untyped
    /// value of the same fields, the plan's title and Markdown beside them): `resume` reads it.
    const WRITTEN_BEFORE: &str = include_str!("../tests/fixtures/run-json/fix-bug-untyped-job.json");

    /// A fix-bug run.json as the version before the plan had one place wrote it: the typed plan
    /// in the record, and its title, Markdown and dissent again in the job.
    const PLAN_TWICE: &str = include_str!("../tests/fixtures/run-json/fix-bug-plan-twice.json");

    #[test]
    fn a_run_recorded_by_the_version_before_is_read() {
        let record: RunRecord = serde_json::from_str(WRITTEN_BEFORE).unwrap();
        assert_eq!(record.status, RunStatus::Failed);
        assert!(record.keep_work && record.plan.is_none() && record.estimate.is_none());
        let job = record.job.clone().unwrap();
        assert_eq!(job.kind, Kind::FixBug);
        assert_eq!(job.delivery, Delivery::Apply);
        assert_eq!((job.test.command.as_str(), job.tests.len(), job.usage.calls), ("python3 -m pytest -q", 1, 4));
        assert_eq!(job.pull_request.as_ref().map(|t| t.remote.as_str()), Some("origin"));
        // Its plan is the job's text: the title, the Markdown (and the dissent) it held.
        let plan = record.plan.as_ref();
        assert_eq!((job.title(plan), job.plan_markdown(plan).as_str()), ("Fix mean", "# Fix mean\n"));
        // Written again, it is the same record, the plan's text included.
        let record = record.without_plan_copies();
        let again: serde_json::Value = serde_json::to_value(&record).unwrap();
        let before: serde_json::Value = serde_json::from_str(WRITTEN_BEFORE).unwrap();
        for kept in ["ticket", "base_commit", "plan_title", "plan", "dissent", "panel", "debate"] {
            assert_eq!(again["job"][kept], before["job"][kept], "{kept}");
        }
    }

    /// A job recorded before the typed debate summary (its panel as `(emoji, role, why)`, its
    /// debate a line) keeps both as they were; a job since holds the summary, typed, and no
    /// panel beside it.
    #[test]
    fn a_job_recorded_before_the_typed_debate_keeps_its_panel_and_line() {
        let record: RunRecord = serde_json::from_str(WRITTEN_BEFORE).unwrap();
        let job = record.job.unwrap();
        assert_eq!(job.debate, Some(Debated::Untyped("The panel agreed after 1 round.".into())));
        let seat = ("🧪".to_string(), "tester".to_string(), "matched: \"mean\"".to_string());
        assert_eq!(job.untyped_panel, [seat]);
        let summary: DebateSummary = serde_json::from_value(serde_json::json!({
            "panel": [{ "role": "tester", "emoji": "🧪", "why": "matched: \"mean\"" }],
            "rounds": 1, "end": { "kind": "agreed" }, "objections": 0, "plan": "Fix mean"
        }))
        .unwrap();
        let typed = ChangeJob { debate: Some(Debated::Summary(summary.clone())), untyped_panel: vec![], ..job };
        let written = serde_json::to_value(&typed).unwrap();
        assert_eq!((written["debate"]["end"]["kind"].as_str(), written.get("panel")), (Some("agreed"), None));
        let again: ChangeJob = serde_json::from_value(written).unwrap();
        assert_eq!((&again.debate, again.untyped_panel.len()), (&Some(Debated::Summary(summary)), 0));
        // With --no-debate: no debate at all.
        let none = serde_json::to_value(ChangeJob { debate: None, ..again }).unwrap();
        assert_eq!(none.get("debate"), None);
        assert!(serde_json::from_value::<ChangeJob>(none).unwrap().debate.is_none());
    }

    /// The plan's title, Markdown and dissent the job held are what the record's plan gives;
    /// written again, the job no longer holds them.
    #[test]
    fn a_run_with_the_plan_twice_is_read_from_its_plan() {
        let record: RunRecord = serde_json::from_str(PLAN_TWICE).unwrap();
        let record = record.without_plan_copies();
        let before: serde_json::Value = serde_json::from_str(PLAN_TWICE).unwrap();
        let old = &before["job"];
        let (job, plan) = (record.job.as_ref().unwrap(), record.plan.as_ref());
        assert_eq!(job.title(plan), old["plan_title"]);
        assert_eq!(job.plan_markdown(plan), old["plan"]);
        assert_eq!(serde_json::to_value(job.dissent(plan)).unwrap(), old["dissent"]);
        let again = serde_json::to_value(&record).unwrap();
        for gone in ["plan_title", "plan", "dissent"] {
            assert_eq!(again["job"].get(gone), None, "{gone}");
        }
        assert_eq!(again["plan"], before["plan"]);
        // Without a plan (`--no-debate`): the ticket's title, no Markdown, no dissent.
        let job = ChangeJob { untyped_plan: None, ..job.clone() };
        assert_eq!(
            (job.title(None), job.plan_markdown(None), job.dissent(None)),
            ("mean() is wrong", String::new(), &[][..])
        );
    }

    /// A record that cannot be read is an error naming the file and `--fresh`, not "no run".
    #[test]
    fn an_unreadable_record_names_fresh() {
        let dir = tempfile::tempdir().unwrap();
        let ws = Workspace::new(dir.path());
        assert!(RunRecord::load(&ws).unwrap().is_none());
        std::fs::create_dir_all(&ws.root).unwrap();
        std::fs::write(RunRecord::path(&ws), r#"{"run_id": "run-1", "job": {"kind": "fix-bug"}}"#).unwrap();
        let err = RunRecord::load(&ws).unwrap_err().to_string();
        assert!(err.contains("run.json") && err.contains("--fresh"), "{err}");
        assert!(RunRecord::read(&ws).is_none());
    }
}
