//! The table every report of a plan carried out by smiths holds: each step of the agreed plan,
//! the smiths that served it, their result, and how the step is verified.

use std::fmt::Write as _;

use serde::Serialize;

/// Longest one-line summary of a smith's result in the table, in characters.
const MAX_SUMMARY: usize = 160;

/// One step of the agreed plan as it was carried out.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StepRow {
    /// Its number, from 1.
    pub step: usize,
    /// Its first words, the title of the subtask made of it.
    pub title: String,
    pub description: String,
    /// The smiths that served it: the root's children naming it, or the root when it did the
    /// work itself. Empty: no smith carried it out (the root's own split left it out).
    pub smiths: Vec<StepSmith>,
    /// How the plan says the step is verified.
    pub verification: String,
    /// fix-bug / add-feature: how the tests verified the whole change.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tests: Option<String>,
}

/// A smith that served a step, and its result.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StepSmith {
    pub id: String,
    pub status: String,
    /// The first line of its result's summary.
    pub summary: String,
}

/// How the tree carried out the agreed plan's steps: a row per step, and what the root did with
/// the plan's split, in words (`None`: no plan, `--no-debate`).
#[derive(Debug, Clone, Default)]
pub struct Steps {
    pub rows: Vec<StepRow>,
    pub choice: Option<String>,
}

impl Steps {
    /// The table under `heading`; nothing without a plan.
    pub fn markdown(&self, s: &mut String, heading: &str) {
        markdown(s, heading, &self.rows, self.choice.as_deref());
    }
}

/// A table cell: one line, no column breaks.
fn cell(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").replace('|', "\\|")
}

/// The table under `heading` (`## The plan's steps`), with what the root did with the plan's
/// split first (`choice`, in words); nothing without rows.
pub fn markdown(s: &mut String, heading: &str, rows: &[StepRow], choice: Option<&str>) {
    if rows.is_empty() {
        return;
    }
    let _ = writeln!(s, "\n{heading}\n");
    if let Some(c) = choice {
        let _ = writeln!(s, "{}.\n", crate::util::capitalised(c));
    }
    let _ = writeln!(s, "| plan step | smith | result | verification |\n| --- | --- | --- | --- |");
    for r in rows {
        let smiths = if r.smiths.is_empty() {
            "(none)".to_string()
        } else {
            r.smiths.iter().map(|m| format!("`{}`", m.id)).collect::<Vec<_>>().join(", ")
        };
        let results = if r.smiths.is_empty() {
            "not carried out".to_string()
        } else {
            r.smiths
                .iter()
                .map(|m| {
                    let line = crate::util::clip(m.summary.lines().next().unwrap_or("").trim(), MAX_SUMMARY);
                    if line.is_empty() { m.status.clone() } else { format!("{}: {}", m.status, cell(&line)) }
                })
                .collect::<Vec<_>>()
                .join("; ")
        };
        let mut verified =
            if r.verification.trim().is_empty() { "(not said)".to_string() } else { cell(&r.verification) };
        if let Some(t) = &r.tests {
            verified.push_str(&format!("; {}", cell(t)));
        }
        let _ = writeln!(s, "| {}. {} | {smiths} | {results} | {verified} |", r.step, cell(&r.title));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_row_per_step() {
        let row = |step: usize, smiths: Vec<StepSmith>| StepRow {
            step,
            title: format!("Step | {step}"),
            description: String::new(),
            smiths,
            verification: if step == 1 { "pytest -q".into() } else { String::new() },
            tests: Some("tests: passing".into()),
        };
        let done = StepSmith {
            id: "smith-root/smith-001".into(),
            status: "completed".into(),
            summary: "Wrote it.\n\nMore.".into(),
        };
        let mut s = String::new();
        markdown(
            &mut s,
            "## The plan's steps",
            &[row(1, vec![done]), row(2, vec![])],
            Some("the root followed the plan's split"),
        );
        assert_eq!(
            s,
            "\n## The plan's steps\n\nThe root followed the plan's split.\n\n| plan step | smith | result | verification |\n| --- | --- | --- | --- |\n| 1. Step \\| 1 | `smith-root/smith-001` | completed: Wrote it. | pytest -q; tests: passing |\n| 2. Step \\| 2 | (none) | not carried out | (not said); tests: passing |\n"
        );
        let mut none = String::new();
        markdown(&mut none, "## x", &[], None);
        assert!(none.is_empty());
    }
}
