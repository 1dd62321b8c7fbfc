//! The plan the panel agreed on as the root's first split: one subtask per step (steps grouped
//! beyond the breadth, dependencies kept), what the root is asked about it (follow it, or refine
//! it with a reason), and how its choice is recorded.

use serde::{Deserialize, Serialize};
use serde_json::{Value, json};

use super::task::Task;
use crate::ask::Problem;
use crate::debate::{Plan, Step};

/// Words of a step's description its subtask's title keeps at most.
const TITLE_WORDS: usize = 8;

/// The split the engine derives from the plan: the subtasks, each one's prerequisites (numbers
/// from 1 of earlier subtasks), and what grouping it took, in words (empty: one per step).
#[derive(Debug, Clone, PartialEq)]
pub(super) struct Proposal {
    pub subtasks: Vec<Task>,
    pub depends_on: Vec<Vec<usize>>,
    pub note: String,
}

/// The plan's split for a root that may split `breadth` ways; `None` when there is nothing to
/// split (no step or one: the root does it, the steps its checklist).
pub(super) fn propose(plan: &Plan, breadth: u8) -> Option<Proposal> {
    let deps: Vec<Vec<usize>> = plan.steps.iter().map(|s| s.depends_on.clone()).collect();
    let groups = crate::limits::group_steps(&deps, breadth);
    if groups.len() < 2 {
        return None;
    }
    let group_of = |step: usize| groups.iter().position(|g| g.contains(&step));
    let depends_on = groups
        .iter()
        .enumerate()
        .map(|(at, g)| {
            let mut d: Vec<usize> = g
                .iter()
                .flat_map(|&s| deps[s].iter())
                .filter_map(|&d| d.checked_sub(1).and_then(group_of))
                .filter(|&h| h < at)
                .map(|h| h + 1)
                .collect();
            d.sort_unstable();
            d.dedup();
            d
        })
        .collect();
    let note = if groups.len() < plan.steps.len() {
        let shown: Vec<String> = groups.iter().map(|g| steps_words(&numbers(g))).collect();
        format!(
            "the plan's {} steps are grouped into {} subtasks (at most {breadth} at once): {}",
            plan.steps.len(),
            groups.len(),
            shown.join("; ")
        )
    } else {
        String::new()
    };
    let subtasks = groups.iter().map(|g| task_of(plan, g)).collect();
    Some(Proposal { subtasks, depends_on, note })
}

/// Step indices (from 0) as plan step numbers (from 1).
fn numbers(group: &[usize]) -> Vec<usize> {
    group.iter().map(|s| s + 1).collect()
}

/// `step 3`, `steps 1-2`, `steps 1, 3`.
pub fn steps_words(steps: &[usize]) -> String {
    match steps {
        [] => "no step".into(),
        [one] => format!("step {one}"),
        [first, .., last] if steps.windows(2).all(|w| w[1] == w[0] + 1) => format!("steps {first}-{last}"),
        many => format!("steps {}", many.iter().map(usize::to_string).collect::<Vec<_>>().join(", ")),
    }
}

/// A step's title: its description's first words, up to the first sentence or clause break.
pub fn step_title(step: &Step, number: usize) -> String {
    let d = step.description.trim();
    let cut = [". ", "; ", ": ", " (", "\n", " - ", " — "].iter().filter_map(|b| d.find(b)).min().unwrap_or(d.len());
    let first = d[..cut].trim().trim_end_matches(['.', ',', ';', ':']);
    let words: Vec<&str> = first.split_whitespace().collect();
    match words.len() {
        0 => format!("Step {number}"),
        n if n > TITLE_WORDS => format!("{}…", words[..TITLE_WORDS].join(" ").trim_end_matches([',', ';', ':', '.'])),
        _ => words.join(" "),
    }
}

/// The subtask of a group of steps: what each step does, touches and is verified by, the
/// plan's risks that concern them, and the dissent on record.
fn task_of(plan: &Plan, group: &[usize]) -> Task {
    let steps = numbers(group);
    let titles: Vec<String> = group.iter().map(|&s| step_title(&plan.steps[s], s + 1)).collect();
    let title = match titles.as_slice() {
        [one] => one.clone(),
        _ => format!("{}: {}", crate::util::capitalised(&steps_words(&steps)), titles.join(" + ")),
    };
    let mut description = String::new();
    let mut expected = Vec::new();
    for &s in group {
        let step = &plan.steps[s];
        description.push_str(&format!("Plan step {} of {}: {}\n", s + 1, plan.steps.len(), step.description.trim()));
        if !step.touches.is_empty() {
            description.push_str(&format!("- Touches: {}\n", step.touches.join(", ")));
        }
        let verified = step.verification.trim();
        if !verified.is_empty() {
            description.push_str(&format!("- Verified by: {verified}\n"));
        }
        description.push('\n');
        expected.push(if verified.is_empty() {
            format!("Plan step {} done, and how you checked it.", s + 1)
        } else {
            format!("Plan step {} done, and what this verification showed: {verified}", s + 1)
        });
    }
    let risks = risks_for(plan, group);
    if !risks.is_empty() {
        description.push_str("Risks the plan names for this work:\n");
        for r in risks {
            description.push_str(&format!("- {}\n", r.trim()));
        }
    }
    let mut context =
        format!("Part of the plan \"{}\" that the panel agreed on: {}", plan.title.trim(), plan.summary.trim());
    if !plan.dissent.is_empty() {
        context.push_str("\n\nObjections on record (the panel did not all agree):");
        for d in &plan.dissent {
            context.push_str(&format!("\n- {}: {}", d.role, d.objection.trim()));
        }
    }
    Task {
        title,
        description: description.trim_end().to_string(),
        context,
        expected_output: expected.join("\n"),
        plan_steps: steps,
    }
}

/// A subtask of the root's own split of the plan, given what the plan says of the steps it
/// serves (each step's description, what it touches, its verification, its risks) and the
/// plan's aim and dissent, as the plan's own split would have: refining the split keeps the plan.
pub(super) fn with_plan(plan: &Plan, task: Task) -> Task {
    let group: Vec<usize> =
        task.plan_steps.iter().filter(|&&s| (1..=plan.steps.len()).contains(&s)).map(|s| s - 1).collect();
    let planned = task_of(plan, &group);
    let context = if group.is_empty() {
        planned.context
    } else {
        format!("{}\n\nWhat the plan says of the steps this subtask serves:\n{}", planned.context, planned.description)
    };
    Task { context, ..task }
}

/// The plan's risks that concern a group of steps: those naming a file or area one of them
/// touches; a risk that names none of any step's concerns every step.
fn risks_for<'p>(plan: &'p Plan, group: &[usize]) -> Vec<&'p str> {
    let names = |s: &Step| -> Vec<String> {
        s.touches
            .iter()
            .flat_map(|t| {
                let t = t.trim().trim_end_matches('/').to_lowercase();
                let last = t.rsplit('/').next().unwrap_or("").to_string();
                [t, last]
            })
            .filter(|n| n.chars().count() >= 3)
            .collect()
    };
    let concerns = |risk: &str, s: &Step| names(s).iter().any(|n| risk.to_lowercase().contains(n.as_str()));
    plan.risks
        .iter()
        .filter(|r| {
            let any = plan.steps.iter().any(|s| concerns(r, s));
            !any || group.iter().any(|&g| concerns(r, &plan.steps[g]))
        })
        .map(String::as_str)
        .collect()
}

/// What the root did with the plan's split, kept in its decision and said in the report.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlanChoice {
    pub choice: Choice,
    /// The root's reason for its own split; the problem of an unusable answer.
    #[serde(default, skip_serializing_if = "String::is_empty")]
    pub reason: String,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Choice {
    /// The plan's split, as proposed.
    Followed,
    /// The root's own split (or its own work on it all), with its reason.
    Refined,
    /// The root's answer could not be used: the plan's split, the engine's default.
    Fallback,
}

impl PlanChoice {
    pub fn followed() -> PlanChoice {
        PlanChoice { choice: Choice::Followed, reason: String::new() }
    }

    /// In words, for the report and the events; `split`: whether the decision it is part of
    /// split the work (else the root did it itself).
    pub fn describe(&self, split: bool) -> String {
        // Said as one sentence: the reason's own full stop is the caller's to add.
        let reason = self.reason.trim().trim_end_matches('.');
        match (self.choice, split) {
            (Choice::Followed, true) => "the root followed the plan's split".into(),
            (Choice::Followed, false) => "the root followed the plan, doing its steps itself as its checklist".into(),
            (Choice::Refined, _) => format!("the root refined the plan's split: {reason}"),
            (Choice::Fallback, true) => {
                format!("the root's answer could not be used ({reason}); the plan's split was carried out")
            }
            (Choice::Fallback, false) => {
                format!("the root's answer could not be used ({reason}); the root does the plan's steps itself")
            }
        }
    }
}

/// What the root's decide prompt shows of the plan's split.
pub(super) fn prompt_view(plan: &Plan, proposal: Option<&Proposal>) -> Value {
    let subtasks: Vec<Value> = proposal
        .map(|p| {
            p.subtasks
                .iter()
                .zip(&p.depends_on)
                .map(|(t, d)| {
                    let after: Vec<String> = d.iter().map(usize::to_string).collect();
                    let after = match after.len() {
                        0 => String::new(),
                        1 => format!("after subtask {}", after[0]),
                        _ => format!("after subtasks {}", after.join(", ")),
                    };
                    json!({ "title": t.title, "steps": steps_words(&t.plan_steps), "after": after })
                })
                .collect()
        })
        .unwrap_or_default();
    json!({
        "steps": plan.steps.len(),
        "subtasks": subtasks,
        "note": proposal.map(|p| p.note.clone()).unwrap_or_default(),
    })
}

/// Rewrites each subtask's `plan_steps` as numbers: `2`, `"2"`, `"step 2"`, `"#2"`, a range
/// (`"steps 1-2"`, the form the prompt shows), a lone value, `null` for none. A value that names
/// no step is an error the model is asked to correct, never dropped (the range is checked with
/// the split).
pub(super) fn normalize_plan_steps(v: &mut Value) -> Result<(), Problem> {
    rewrite_refs(v, "plan_steps", |i, refs| {
        let mut numbers = Vec::new();
        for r in refs {
            let Some(found) = crate::debate::plan::parse_step_refs(r, true) else {
                return Err(Problem::new(
                    format!("subtask {} gives {r} in \"plan_steps\", which names no plan step", i + 1),
                    "give the steps' numbers, e.g. [1, 3]",
                ));
            };
            numbers.extend(found);
        }
        Ok(numbers)
    })
}

/// Rewrites each subtask's list `key` (of a decision answer) as the numbers `numbers` makes of
/// subtask `i`'s values (a lone value stands for a list of one, `null` for none), or the
/// problem it finds, for the model to correct.
pub(super) fn rewrite_refs(
    v: &mut Value,
    key: &str,
    mut numbers: impl FnMut(usize, &[Value]) -> Result<Vec<usize>, Problem>,
) -> Result<(), Problem> {
    let Some(subtasks) = v.get_mut("subtasks").and_then(Value::as_array_mut) else { return Ok(()) };
    for (i, sub) in subtasks.iter_mut().enumerate() {
        let Some(obj) = sub.as_object_mut() else { continue };
        let refs = match obj.remove(key) {
            None | Some(Value::Null) => continue,
            Some(Value::Array(a)) => a,
            Some(one) => vec![one],
        };
        let found = numbers(i, &refs)?;
        obj.insert(key.into(), found.into_iter().map(Value::from).collect());
    }
    Ok(())
}

/// `follow-plan` as models write it: `follow_plan`, `Follow Plan`, `follow`, `follow-the-plan`.
pub(super) fn normalize_action(v: &mut Value) {
    if let Some(a) = v.get("action").and_then(Value::as_str) {
        let a = a.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        let a = if a.starts_with("follow") { "follow-plan".to_string() } else { a };
        v["action"] = Value::String(a);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(steps: &[(&str, &[usize])]) -> Plan {
        let mut p =
            crate::debate::plan::parse("{\"title\": \"Index orders\", \"summary\": \"Add an index.\"}", 1).unwrap();
        p.steps = steps
            .iter()
            .map(|(d, after)| Step {
                description: (*d).into(),
                touches: vec![format!("db/{}.sql", d.split_whitespace().last().unwrap_or("x"))],
                verification: format!("check {d}"),
                depends_on: after.to_vec(),
            })
            .collect();
        p
    }

    #[test]
    fn one_subtask_per_step_with_dependencies_kept() {
        let mut p = plan(&[("Write the migration", &[]), ("Add the index", &[1]), ("Document it", &[])]);
        p.risks = vec!["The index build locks db/index.sql's table".into(), "Downtime".into()];
        let s = propose(&p, 5).unwrap();
        let titles: Vec<&str> = s.subtasks.iter().map(|t| t.title.as_str()).collect();
        assert_eq!(titles, ["Write the migration", "Add the index", "Document it"]);
        assert_eq!(s.depends_on, vec![vec![], vec![1], vec![]]);
        assert_eq!(s.note, "");
        let second = &s.subtasks[1];
        assert_eq!(second.plan_steps, [2]);
        assert!(
            second.description.starts_with(
                "Plan step 2 of 3: Add the index\n- Touches: db/index.sql\n- Verified by: check Add the index"
            ),
            "{}",
            second.description
        );
        // The risk naming its file goes to it alone; the one naming no file to every step.
        assert!(second.description.contains("locks db/index.sql") && second.description.contains("- Downtime"));
        assert!(!s.subtasks[0].description.contains("locks") && s.subtasks[0].description.contains("- Downtime"));
        assert!(second.context.starts_with("Part of the plan \"Index orders\""), "{}", second.context);
        assert_eq!(propose(&plan(&[("Only one", &[])]), 5), None);
    }

    #[test]
    fn more_steps_than_the_breadth_are_grouped_and_said() {
        let steps: Vec<(String, Vec<usize>)> =
            (1..=7).map(|i| (format!("Do part {i}"), if i == 4 { vec![3] } else { vec![] })).collect();
        let refs: Vec<(&str, &[usize])> = steps.iter().map(|(d, a)| (d.as_str(), a.as_slice())).collect();
        let s = propose(&plan(&refs), 5).unwrap();
        assert_eq!(s.subtasks.len(), 5);
        assert_eq!(s.subtasks[0].title, "Steps 1-2: Do part 1 + Do part 2");
        assert_eq!(s.subtasks[1].plan_steps, [3, 4]);
        assert_eq!(
            s.note,
            "the plan's 7 steps are grouped into 5 subtasks (at most 5 at once): steps 1-2; steps 3-4; step 5; step 6; step 7"
        );
        assert!(s.depends_on.iter().all(Vec::is_empty), "{:?}", s.depends_on);
    }

    #[test]
    fn titles_are_the_first_words() {
        let t = |d: &str| {
            step_title(
                &Step { description: d.into(), touches: vec![], verification: String::new(), depends_on: vec![] },
                4,
            )
        };
        assert_eq!(t("Add test_mean to test_calc.py (two values); it must fail."), "Add test_mean to test_calc.py");
        assert_eq!(t("Change the divisor. Then run the tests."), "Change the divisor");
        assert_eq!(t("one two three four five six seven eight nine ten"), "one two three four five six seven eight…");
        assert_eq!(
            t("Read every operation that takes a path id, then its scopes"),
            "Read every operation that takes a path id…"
        );
        assert_eq!(t("  "), "Step 4");
        assert_eq!(steps_words(&[1, 3]), "steps 1, 3");
    }
}
