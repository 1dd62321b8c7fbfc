//! Scoring an arm's result. Bugfix: the task's hidden tests, laid over a copy of what the arm
//! left, run in the sandbox (they run code a model wrote). Security: the findings the arm kept
//! against the task's labelled locations.

use std::path::Path;
use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::suite::{BugfixSpec, Expected, Label, Task};

/// The hidden tests' verdict.
pub struct Scored {
    pub passed: bool,
    pub note: String,
}

/// Copies the arm's result (without its `.git` and `.agent-smith`) to `score`, lays `hidden/`
/// over it and runs the score command there.
pub async fn bugfix(
    task: &Task,
    spec: &BugfixSpec,
    result: &Path,
    score: &Path,
    sandbox: &crate::sandbox::Sandbox,
) -> Scored {
    let fail = |note: String| Scored { passed: false, note };
    if score.exists()
        && let Err(e) = std::fs::remove_dir_all(score)
    {
        return fail(format!("cannot clear {}: {e}", score.display()));
    }
    if let Err(e) = super::copy_tree(result, score) {
        return fail(format!("cannot copy the result: {e}"));
    }
    if let Err(e) = super::copy_tree(&task.dir.join("hidden"), score) {
        return fail(format!("cannot lay the hidden tests over the result: {e}"));
    }
    let test = crate::sandbox::TestSpec {
        command: spec.score_command.clone(),
        timeout: Duration::from_secs(spec.timeout_secs.max(1)),
        sandbox: sandbox.clone(),
    };
    let run = crate::sandbox::run_tests(score, score, &test, "hidden tests").await;
    let note = if run.passed {
        "the hidden tests pass".to_string()
    } else if run.timed_out {
        format!("the hidden tests timed out after {} s", spec.timeout_secs)
    } else if let Some(e) = &run.error {
        format!("the hidden tests could not run: {e}")
    } else {
        format!("the hidden tests fail (exit {})", run.exit_code.map_or("?".to_string(), |c| c.to_string()))
    };
    Scored { passed: run.passed, note }
}

/// How the kept findings meet the labels.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Confusion {
    /// Real vulnerabilities a kept finding points at.
    pub found: u32,
    /// Real ones no kept finding points at (missed by the rules, or dropped by the review).
    pub missed: u32,
    /// Decoys a kept finding still points at.
    pub decoys_kept: u32,
    /// Decoys no kept finding points at (dropped by the review).
    pub decoys_dropped: u32,
    /// Kept findings at no labelled location (neither counted for nor against).
    pub unlabelled: u32,
}

impl Confusion {
    pub fn precision(&self) -> f64 {
        ratio(self.found, self.found + self.decoys_kept)
    }

    pub fn recall(&self) -> f64 {
        ratio(self.found, self.found + self.missed)
    }

    pub fn f1(&self) -> f64 {
        ratio(2 * self.found, 2 * self.found + self.decoys_kept + self.missed)
    }

    pub fn add(&mut self, o: &Confusion) {
        self.found += o.found;
        self.missed += o.missed;
        self.decoys_kept += o.decoys_kept;
        self.decoys_dropped += o.decoys_dropped;
        self.unlabelled += o.unlabelled;
    }

    pub fn describe(&self) -> String {
        format!(
            "{} of {} real kept, {} of {} decoys dropped, {} unlabelled",
            self.found,
            self.found + self.missed,
            self.decoys_dropped,
            self.decoys_dropped + self.decoys_kept,
            self.unlabelled
        )
    }
}

fn ratio(a: u32, b: u32) -> f64 {
    if b == 0 { 0.0 } else { f64::from(a) / f64::from(b) }
}

/// A finding in the scan's report.json, as far as scoring reads it.
#[derive(Deserialize)]
struct Found {
    path: String,
    start_line: u32,
    end_line: u32,
}

#[derive(Deserialize)]
struct ScanJson {
    /// Only the findings the scan kept (the suppressed ones are listed apart).
    findings: Vec<Found>,
}

/// A kept finding points at a labelled line when it covers it, or starts within two lines of it.
fn points_at(f: &Found, e: &Expected) -> bool {
    f.path == e.file && (f.start_line.abs_diff(e.line) <= 2 || (f.start_line..=f.end_line).contains(&e.line))
}

/// Reads `.agent-smith/results/report.json` of the scanned copy `dir` against the labels.
pub fn security(dir: &Path, expected: &[Expected]) -> Result<Confusion, String> {
    let file = dir.join(".agent-smith").join("results").join("report.json");
    let text = std::fs::read_to_string(&file).map_err(|e| format!("{}: {e}", file.display()))?;
    let report: ScanJson = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", file.display()))?;
    Ok(confusion(&report.findings, expected))
}

fn confusion(kept: &[Found], expected: &[Expected]) -> Confusion {
    let mut c = Confusion::default();
    for e in expected {
        let hit = kept.iter().any(|f| points_at(f, e));
        match (e.label, hit) {
            (Label::Real, true) => c.found += 1,
            (Label::Real, false) => c.missed += 1,
            (Label::Decoy, true) => c.decoys_kept += 1,
            (Label::Decoy, false) => c.decoys_dropped += 1,
        }
    }
    c.unlabelled =
        u32::try_from(kept.iter().filter(|f| !expected.iter().any(|e| points_at(f, e))).count()).unwrap_or(0);
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    fn row(line: u32, label: Label) -> Expected {
        Expected { file: "app.py".into(), line, cwe: "CWE-89".into(), label, note: String::new() }
    }

    fn found(path: &str, line: u32) -> Found {
        Found { path: path.into(), start_line: line, end_line: line }
    }

    #[test]
    fn kept_findings_are_counted_against_the_labels() {
        let expected = [row(10, Label::Real), row(20, Label::Real), row(30, Label::Decoy), row(40, Label::Decoy)];
        let kept = [found("app.py", 11), found("app.py", 30), found("other.py", 10), found("app.py", 50)];
        let c = confusion(&kept, &expected);
        assert_eq!(c, Confusion { found: 1, missed: 1, decoys_kept: 1, decoys_dropped: 1, unlabelled: 2 });
        assert!((c.f1() - 0.5).abs() < 1e-12);
        assert!((c.precision() - 0.5).abs() < 1e-12 && (c.recall() - 0.5).abs() < 1e-12);
    }
}
