//! The table every report of a plan carried out by smiths holds: each step of the agreed plan,
//! the smiths that served it, their result, how the plan said the step is verified, and what
//! the engine ran to check it (the rows are the smith crate's, built once for this and the
//! root's result).

use std::fmt::Write as _;

pub use crate::smith::{StepRow, StepSmith};

/// How the tree carried out the agreed plan's steps: a row per step, and what the root did with
/// the plan's split, in words (`None`: no plan, `--no-debate`). Serialized (in a scan's review)
/// as `plan_steps` and `plan_split`, each left out when there is none.
#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct Steps {
    #[serde(rename = "plan_steps", skip_serializing_if = "Vec::is_empty")]
    pub rows: Vec<StepRow>,
    #[serde(rename = "plan_split", skip_serializing_if = "Option::is_none")]
    pub choice: Option<String>,
}

impl Steps {
    /// The table under `heading`; nothing without a plan.
    pub fn markdown(&self, s: &mut String, heading: &str) {
        markdown(s, heading, &self.rows, self.choice.as_deref());
    }
}

/// What a line of the smith tree says of the plan steps its smith served: ` (plan step 2)`;
/// nothing for the root (it serves them all) or a smith of a run without a plan.
pub fn served(n: &crate::smith::TreeNode) -> String {
    if n.level > 0 && !n.plan_steps.is_empty() {
        format!(" (plan {})", crate::smith::steps_words(&n.plan_steps))
    } else {
        String::new()
    }
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
    let _ = writeln!(
        s,
        "| plan step | smith | result | planned check | checked by the engine |\n| --- | --- | --- | --- | --- |"
    );
    for r in rows {
        let c = r.cells();
        let _ = writeln!(
            s,
            "| {}. {} | {} | {} | {} | {} |",
            r.step, c.title, c.smiths, c.result, c.verification, c.checked
        );
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
            "\n## The plan's steps\n\nThe root followed the plan's split.\n\n| plan step | smith | result | planned check | checked by the engine |\n| --- | --- | --- | --- | --- |\n| 1. Step \\| 1 | `smith-root/smith-001` | completed: Wrote it. | pytest -q | tests: passing |\n| 2. Step \\| 2 | (none) | not carried out | (not said) | tests: passing |\n"
        );
        let mut none = String::new();
        markdown(&mut none, "## x", &[], None);
        assert!(none.is_empty());
    }

    /// A scan review's JSON holds the steps where it always did (after the debate, which is
    /// `null` when none was held), and nothing of them without a plan.
    #[test]
    fn a_review_holds_the_steps_in_place() {
        let keys = |r: &crate::report::scan::Review| -> Vec<String> {
            serde_json::to_value(r).unwrap().as_object().unwrap().keys().take(4).cloned().collect()
        };
        let mut review = crate::report::scan::Review::default();
        assert_eq!(keys(&review), ["debate", "smiths", "added", "confirmed"]);
        review.steps.choice = Some("the root followed the plan's split".into());
        review.steps.rows.push(StepRow {
            step: 1,
            title: "Read".into(),
            description: String::new(),
            smiths: vec![],
            verification: String::new(),
            tests: None,
        });
        assert_eq!(keys(&review), ["debate", "plan_steps", "plan_split", "smiths"]);
    }
}
