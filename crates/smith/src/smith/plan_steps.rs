//! The rows of the plan-steps table, built once: each step of the agreed plan, the smiths that
//! served it with their result, and how it is verified. The root's result (`result.md`) and
//! every report of a plan carried out by smiths show these rows.

use serde::Serialize;

use crate::debate::Plan;

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
    /// The first line of its result's summary (empty: none yet).
    pub summary: String,
}

/// The table's rows: a step is served by the `children` naming it (each with the plan steps it
/// names), or by `root` when it has no children (it did the work itself).
pub fn step_rows(
    plan: &Plan,
    root: StepSmith,
    children: &[(Vec<usize>, StepSmith)],
    tests: Option<&str>,
) -> Vec<StepRow> {
    plan.steps
        .iter()
        .enumerate()
        .map(|(i, step)| StepRow {
            step: i + 1,
            title: super::step_title(step, i + 1),
            description: step.description.trim().to_string(),
            smiths: if children.is_empty() {
                vec![root.clone()]
            } else {
                children.iter().filter(|(steps, _)| steps.contains(&(i + 1))).map(|(_, s)| s.clone()).collect()
            },
            verification: step.verification.trim().to_string(),
            tests: tests.map(str::to_string),
        })
        .collect()
}

/// A table cell: one line, no column breaks.
fn cell(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ").replace('|', "\\|")
}

/// A row's cells as a Markdown table shows them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct StepCells {
    /// The step's title, as a cell.
    pub title: String,
    /// The smiths' ids in backquotes, or `(none)`.
    pub smiths: String,
    /// Each smith's status and first line, or `not carried out`.
    pub result: String,
    /// How the plan says it is verified, or `(not said)`: what was planned, not what ran.
    pub verification: String,
    /// What the engine ran to check it (fix-bug's and add-feature's tests), or
    /// `not checked by the engine`: a smith's word that it checked is no check.
    pub checked: String,
}

impl StepRow {
    pub fn cells(&self) -> StepCells {
        let smiths = if self.smiths.is_empty() {
            "(none)".to_string()
        } else {
            self.smiths.iter().map(|m| format!("`{}`", m.id)).collect::<Vec<_>>().join(", ")
        };
        let result = if self.smiths.is_empty() {
            "not carried out".to_string()
        } else {
            self.smiths
                .iter()
                .map(|m| {
                    let line = crate::util::clip(m.summary.lines().next().unwrap_or("").trim(), MAX_SUMMARY);
                    if line.is_empty() { m.status.clone() } else { format!("{}: {}", m.status, cell(&line)) }
                })
                .collect::<Vec<_>>()
                .join("; ")
        };
        let verification =
            if self.verification.trim().is_empty() { "(not said)".to_string() } else { cell(&self.verification) };
        let checked = self.tests.as_deref().map_or_else(|| "not checked by the engine".to_string(), cell);
        StepCells { title: cell(&self.title), smiths, result, verification, checked }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn smith(id: &str, summary: &str) -> StepSmith {
        StepSmith { id: id.into(), status: "completed".into(), summary: summary.into() }
    }

    /// Steps go to the children naming them, or to the root without children; the cells say
    /// each smith's result apart (`; `), and a step nobody served as not carried out.
    #[test]
    fn rows_and_their_cells() {
        let mut plan = crate::debate::plan::parse(
            r#"{"title": "T", "summary": "S", "steps": [{"description": "Write it. Carefully", "verification": "run | check"}, "Check it", "Ship it"]}"#,
            1,
        )
        .unwrap();
        plan.steps[1].verification = String::new();
        let children = [(vec![1, 2], smith("r/a", "Wrote it, checked it.\nMore.")), (vec![2], smith("r/b", ""))];
        let rows = step_rows(&plan, smith("r", ""), &children, Some("tests: passing"));
        let cells: Vec<StepCells> = rows.iter().map(StepRow::cells).collect();
        let c = |title: &str, smiths: &str, result: &str, verification: &str| StepCells {
            title: title.into(),
            smiths: smiths.into(),
            result: result.into(),
            verification: verification.into(),
            checked: "tests: passing".into(),
        };
        assert_eq!(
            cells,
            [
                c("Write it", "`r/a`", "completed: Wrote it, checked it.", "run \\| check"),
                c("Check it", "`r/a`, `r/b`", "completed: Wrote it, checked it.; completed", "(not said)"),
                c("Ship it", "(none)", "not carried out", "(not said)"),
            ]
        );
        let alone = step_rows(&plan, smith("r", ""), &[], None);
        assert!(alone.iter().all(|r| r.smiths == [smith("r", "")] && r.tests.is_none()));
        assert_eq!(alone[0].cells().result, "completed");
        assert_eq!(alone[0].cells().checked, "not checked by the engine");
    }
}
