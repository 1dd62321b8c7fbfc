//! The report of `run` and `debate --execute`: the debate, then the smith tree that carried the
//! agreed plan out, in one Markdown file and one JSON file.

use std::fmt::Write as _;

use super::plan_steps::Steps;
use crate::debate::Outcome;
use crate::job::RunRecord;
use crate::smith::TreeNode;

/// The debate's report, then the plan's steps as carried out, the tree (each smith's status)
/// and the root's result. `run` is `None` when nothing was carried out, with `why`.
pub fn markdown(
    debate: &Outcome,
    run: Option<(&RunRecord, Option<&TreeNode>, &str)>,
    why: Option<&str>,
    (steps, spend): (&Steps, Option<&super::spend::Against>),
) -> String {
    let mut s = super::debate::report_markdown(debate);
    if !s.ends_with('\n') {
        s.push('\n');
    }
    let _ = writeln!(s, "\n# Execution\n");
    match run {
        None => {
            let _ = writeln!(s, "Nothing was carried out: {}.", why.unwrap_or("the plan was not executed"));
        }
        Some((record, tree, result)) => {
            let _ = writeln!(s, "Run `{}`: {}.", record.run_id, record.status.as_str());
            steps.markdown(&mut s, "## The plan's steps");
            let _ = writeln!(s, "\n## The smith tree\n\n```");
            let mut text = Vec::new();
            if let Some(t) = tree {
                super::smith::status(&mut text, record, t, false);
            }
            s.push_str(String::from_utf8_lossy(&text).trim_end());
            let _ = writeln!(s, "\n```\n\n## The root's result\n");
            let _ = writeln!(s, "{}", if result.trim().is_empty() { "(none)" } else { result.trim_end() });
            if let Some(a) = spend {
                let _ = write!(
                    s,
                    "\n{}",
                    a.markdown().replacen(
                        "## Spent against the estimate",
                        "## Spent against the estimate (the debate and the tree)",
                        1
                    )
                );
            }
        }
    }
    s
}

/// The same as JSON: `debate` (the outcome), and `run`, `tree`, `plan_steps` (the table's rows)
/// and `plan_split` (what the root did with it) when the plan was carried out, or
/// `not_executed` with why.
pub fn json(
    debate: &Outcome,
    run: Option<(&RunRecord, Option<&TreeNode>)>,
    why: Option<&str>,
    (steps, spend): (&Steps, Option<&super::spend::Against>),
) -> serde_json::Value {
    let spend = spend.map(super::spend::Against::json);
    match run {
        Some((record, tree)) => serde_json::json!({
            "debate": debate, "run": record, "tree": tree, "spend": spend,
            "plan_steps": steps.rows, "plan_split": steps.choice,
        }),
        None => serde_json::json!({ "debate": debate, "not_executed": why.unwrap_or("the plan was not executed") }),
    }
}
