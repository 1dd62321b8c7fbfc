//! A smith's decision: the answer it is asked for (execute, or split into subtasks with their
//! prerequisites; the root also on the agreed plan's split), read leniently, checked against
//! the limits, and fitted into them without dropping work.

use serde::{Deserialize, Serialize};
use serde_json::json;

use super::Task;
use crate::ask::{Answer, Problem};
use crate::smith::plan_split::{self, PlanChoice};

/// What a smith answers when asked to decide: execute, or split into subtasks.
#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
pub(super) struct DecisionAnswer {
    pub(super) action: Action,
    /// Why: asked for so the model weighs its choice. The root's reason for not following the
    /// plan's split is recorded and reported; other smiths' is not read.
    #[serde(default)]
    pub(super) reasoning: String,
    /// For `decompose`: 2 to 5 subtasks; empty for `execute`.
    #[serde(default)]
    pub(super) subtasks: Vec<SubtaskAnswer>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub(super) enum Action {
    Execute,
    Decompose,
    /// The root's answer to the plan's split: carry it out as proposed (only offered then).
    #[serde(rename = "follow-plan")]
    #[schemars(skip)]
    FollowPlan,
}

#[derive(Debug, Clone, Deserialize, schemars::JsonSchema)]
pub(super) struct SubtaskAnswer {
    title: String,
    description: String,
    #[serde(default)]
    expected_output: String,
    /// The numbers (from 1) of the earlier subtasks that must finish before this one starts.
    #[serde(default)]
    depends_on: Vec<usize>,
    /// The root's own split of the plan: the plan steps the subtask serves.
    #[serde(default)]
    #[schemars(skip)]
    plan_steps: Vec<usize>,
}

impl DecisionAnswer {
    /// Each subtask's prerequisites, as numbers from 1 (duplicates dropped, in order).
    pub(super) fn depends_on(&self) -> Vec<Vec<usize>> {
        self.subtasks
            .iter()
            .map(|s| {
                let mut d = s.depends_on.clone();
                d.sort_unstable();
                d.dedup();
                d
            })
            .collect()
    }

    pub(super) fn tasks(&self) -> Vec<Task> {
        self.subtasks
            .iter()
            .map(|s| Task {
                title: s.title.clone(),
                description: s.description.clone(),
                context: String::new(),
                expected_output: s.expected_output.clone(),
                plan_steps: {
                    let mut p = s.plan_steps.clone();
                    p.sort_unstable();
                    p.dedup();
                    p
                },
            })
            .collect()
    }

    /// Reads a decision from its JSON: the action in any case, prerequisites named any way.
    fn from_value(mut v: serde_json::Value) -> Result<DecisionAnswer, Problem> {
        if let Some(a) = v.get("action").and_then(serde_json::Value::as_str).map(str::to_ascii_lowercase) {
            v["action"] = serde_json::Value::String(a);
        }
        normalize_depends_on(&mut v)?;
        serde_json::from_value(v).map_err(|e| {
            Problem::new(
                format!("the answer holds no decision ({e})"),
                "give \"action\" (execute or decompose), \"reasoning\" and \"subtasks\"",
            )
        })
    }
}

/// A split within the limits: 2 to `max` subtasks, prerequisites that can be met.
pub(super) fn split_fits(d: &DecisionAnswer, max: usize) -> Result<(), Problem> {
    match d.subtasks.len() {
        n if n > max => Err(Problem::new(format!("the answer gives {n} subtasks"), format!("give at most {max}"))),
        n if n < 2 => {
            Err(Problem::new(format!("a decomposition needs 2 to {max} subtasks, and the answer gives {n}"), ""))
        }
        _ => check_dependencies(&d.depends_on()),
    }
}

/// Whether the root's answer on the plan's split can be used: following needs nothing more;
/// not following (`execute` where the plan splits, or its own split) needs a reason; its own
/// split must fit the limits and name only steps of the plan (`steps` of them).
/// `(splits, can_decompose)`: whether the plan's split has subtasks, and the root may split.
pub(super) fn plan_answer_fits(
    d: &DecisionAnswer,
    (splits, can_decompose): (bool, bool),
    max: usize,
    steps: usize,
) -> Result<(), Problem> {
    let refines = match d.action {
        Action::FollowPlan => false,
        Action::Execute => splits,
        Action::Decompose => can_decompose,
    };
    if refines && d.reasoning.chars().filter(|c| c.is_alphanumeric()).count() < 3 {
        return Err(Problem::new(
            "the answer does not follow the plan's split and gives no reason",
            "say why in \"reasoning\" (it is recorded and reported), or answer \"follow-plan\"",
        ));
    }
    if d.action != Action::Decompose || !can_decompose {
        return Ok(());
    }
    split_fits(d, max)?;
    for (i, sub) in d.subtasks.iter().enumerate() {
        if let Some(bad) = sub.plan_steps.iter().find(|&&p| p == 0 || p > steps) {
            return Err(Problem::new(
                format!(
                    "subtask {} names plan step {bad} in \"plan_steps\"; the plan's steps are numbered 1 to {steps}",
                    i + 1
                ),
                "",
            ));
        }
    }
    // A split of its own still carries out the whole plan: a step no subtask serves would end
    // the run "completed" with that step never done. A subtask naming no step serves them all
    // (it is given the root's steps).
    match (1..=steps).find(|n| !d.subtasks.iter().any(|s| s.plan_steps.is_empty() || s.plan_steps.contains(n))) {
        Some(n) => Err(Problem::new(
            format!("plan step {n} is served by no subtask"),
            "name it in a subtask's \"plan_steps\" (each subtask names the steps it carries out), or answer \"follow-plan\"",
        )),
        None => Ok(()),
    }
}

/// What was wrong with a decision answer that could not be used, for the user: the problem's
/// reason, without what the model was told to do. An answer with no JSON at all is quoted
/// (cleaned and clipped) instead, so the user sees what the model said.
pub(super) fn unusable_reason(answer: &str, problem: &Problem) -> String {
    let said = crate::ask::clean_question(&answer.split_whitespace().collect::<Vec<_>>().join(" "), 80);
    if said.is_empty() {
        return "the answer was empty".into();
    }
    if crate::ask::extract_json(answer).is_none() {
        return format!("the answer was not one JSON object: \"{said}\"");
    }
    problem.reason()
}

/// The schema the root is asked to answer in when it has the plan's split, made from the
/// decision's own: `follow-plan` offered first, and each subtask naming the plan steps it
/// serves; a reason asked for when not following.
pub(super) fn plan_decision_schema() -> serde_json::Value {
    let mut s = crate::ask::strict_schema::<DecisionAnswer>();
    s["description"] = json!(
        "The schema the root is asked to answer in when it has the plan's split: `follow-plan`, or its\nown split with the plan steps each subtask serves, or `execute`; a reason when not following."
    );
    let props = &mut s["properties"];
    props["action"] = json!({ "type": "string", "enum": ["follow-plan", "execute", "decompose"] });
    props["reasoning"]["description"] = json!(
        "Why. Required when the action is not \"follow-plan\": the reason you did not follow the\nplan's split, which is recorded and reported."
    );
    props["subtasks"]["description"] = json!("For \"decompose\": 2 to the limit of subtasks; empty otherwise.");
    let item = &mut props["subtasks"]["items"];
    item["properties"]["plan_steps"] = json!({
        "description": "The numbers (from 1) of the plan steps this subtask carries out.",
        "type": "array",
        "items": item["properties"]["depends_on"]["items"].clone(),
    });
    if let Some(required) = item["required"].as_array_mut() {
        required.push(json!("plan_steps"));
    }
    s
}

/// The root's decision on the plan's split (its own schema: `follow-plan` offered, and the plan
/// steps each subtask of its own split serves).
pub(super) struct PlanDecision(pub(super) DecisionAnswer);

impl Answer for PlanDecision {
    const NAME: &'static str = "decision";
    fn schema() -> serde_json::Value {
        plan_decision_schema()
    }
    /// `follow-plan` as models write it; plan steps as numbers or `step 2`.
    fn read(text: &str) -> Result<PlanDecision, Problem> {
        let mut v = crate::ask::extract_json(text).ok_or_else(|| {
            Problem::new(
                "the answer holds no decision",
                "give one JSON object with \"action\" (follow-plan, execute or decompose), \"reasoning\" and \"subtasks\"",
            )
        })?;
        plan_split::normalize_action(&mut v);
        plan_split::normalize_plan_steps(&mut v)?;
        DecisionAnswer::from_value(v).map(PlanDecision)
    }
}

impl Answer for DecisionAnswer {
    const NAME: &'static str = "decision";
    fn schema() -> serde_json::Value {
        crate::ask::strict_schema::<DecisionAnswer>()
    }
    /// The action in any case (`Execute`, `DECOMPOSE`).
    fn read(text: &str) -> Result<DecisionAnswer, Problem> {
        let v = crate::ask::extract_json(text).ok_or_else(|| {
            Problem::new(
                "the answer holds no decision",
                "give one JSON object with \"action\" (execute or decompose), \"reasoning\" and \"subtasks\"",
            )
        })?;
        DecisionAnswer::from_value(v)
    }
}

/// Rewrites each subtask's `depends_on` as numbers from 1: a model may name a prerequisite by
/// its number (`2`, `"2"`, `"#2"`), its smith (`"smith-002"`, `"task-smith-002"`) or its title;
/// a lone value stands for a list of one, `null` for none. A name that is none of these is an
/// error the model is asked to correct.
pub(super) fn normalize_depends_on(v: &mut serde_json::Value) -> Result<(), Problem> {
    use serde_json::Value;
    let Some(subtasks) = v.get("subtasks").and_then(Value::as_array) else { return Ok(()) };
    let titles: Vec<String> =
        subtasks.iter().map(|s| s.get("title").and_then(Value::as_str).unwrap_or("").trim().to_lowercase()).collect();
    let title = |t: &str| titles.iter().position(|x| !x.is_empty() && *x == t.trim().to_lowercase());
    plan_split::rewrite_refs(v, "depends_on", |i, refs| {
        let mut numbers = Vec::new();
        for r in refs.iter().filter(|r| !r.is_null()) {
            let n = crate::debate::plan::parse_step_refs(r, false)
                .and_then(|n| n.first().copied())
                .or_else(|| r.as_str().and_then(title).map(|p| p + 1));
            let Some(n) = n else {
                return Err(Problem::new(
                    format!("subtask {} gives {r} in \"depends_on\", which names no subtask", i + 1),
                    "give the numbers (counting from 1) of the earlier subtasks it needs",
                ));
            };
            numbers.push(n);
        }
        Ok(numbers)
    })
}

/// Checks prerequisites (numbers from 1, one list per subtask): each names another subtask,
/// none is the subtask itself or comes after it, and they form no cycle.
pub(super) fn check_dependencies(deps: &[Vec<usize>]) -> Result<(), Problem> {
    let n = deps.len();
    for (i, d) in deps.iter().enumerate() {
        if let Some(bad) = d.iter().find(|&&p| p == 0 || p > n) {
            return Err(Problem::new(
                format!("subtask {} depends on subtask {bad}, which does not exist", i + 1),
                format!("the subtasks are numbered 1 to {n}"),
            ));
        }
    }
    // A cycle, named: follow the first prerequisite that leads back.
    fn visit(at: usize, deps: &[Vec<usize>], state: &mut [u8], path: &mut Vec<usize>) -> Option<Vec<usize>> {
        state[at] = 1;
        path.push(at);
        for &p in &deps[at] {
            let p = p - 1;
            if state[p] == 1 {
                let from = path.iter().position(|&x| x == p).unwrap_or(0);
                let mut cycle = path[from..].to_vec();
                cycle.push(p);
                return Some(cycle);
            }
            if state[p] == 0
                && let Some(c) = visit(p, deps, state, path)
            {
                return Some(c);
            }
        }
        path.pop();
        state[at] = 2;
        None
    }
    let mut state = vec![0u8; n];
    for i in 0..n {
        if state[i] == 0
            && let Some(cycle) = visit(i, deps, &mut state, &mut Vec::new())
        {
            let shown: Vec<String> = cycle.iter().map(|x| (x + 1).to_string()).collect();
            return Err(Problem::new(
                format!("the dependencies form a cycle ({})", shown.join(" depends on ")),
                "no subtask of it could ever start; give an order in which each subtask depends only on earlier ones",
            ));
        }
    }
    for (i, d) in deps.iter().enumerate() {
        if let Some(after) = d.iter().find(|&&p| p > i + 1) {
            return Err(Problem::new(
                format!("subtask {} depends on subtask {after}, which comes after it", i + 1),
                "list every prerequisite before the subtasks that depend on it",
            ));
        }
    }
    Ok(())
}

/// The prerequisites of the folded subtasks go to the subtask they were folded into (`max`),
/// without itself or the others folded into it.
pub(super) fn fold_dependencies(mut deps: Vec<Vec<usize>>, max: usize) -> Vec<Vec<usize>> {
    if deps.len() <= max || max == 0 {
        return deps;
    }
    let surplus = deps.split_off(max);
    if let Some(last) = deps.last_mut() {
        last.extend(surplus.into_iter().flatten().filter(|&p| p < max));
        last.sort_unstable();
        last.dedup();
    }
    deps
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(tag = "action", rename_all = "lowercase")]
pub(super) enum Decision {
    Execute {
        /// The root of a run with an agreed plan: what it did with the plan's split.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        plan: Option<PlanChoice>,
    },
    Decompose {
        subtasks: Vec<Task>,
        /// Each subtask's prerequisites: numbers from 1 of earlier subtasks (empty: none).
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        depends_on: Vec<Vec<usize>>,
        /// What the engine did to fit the split into the limits (the surplus it folded), for
        /// the parent's result to say.
        #[serde(default, skip_serializing_if = "String::is_empty")]
        note: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        plan: Option<PlanChoice>,
    },
}

impl Decision {
    /// What the root of a run with an agreed plan did with the plan's split, in words; `None`
    /// for any other smith's decision.
    pub(super) fn plan_said(&self) -> Option<String> {
        match self {
            Decision::Execute { plan } => plan.as_ref().map(|p| p.describe(false)),
            Decision::Decompose { plan, .. } => plan.as_ref().map(|p| p.describe(true)),
        }
    }
}

/// Fits a split into `max` subtasks without dropping any: the surplus is folded into the last
/// subtask kept, which takes on their descriptions and expected outputs. Returns the subtasks
/// and, when something was folded, what was.
pub(super) fn fold_surplus(mut tasks: Vec<Task>, max: usize) -> (Vec<Task>, Option<String>) {
    if tasks.len() <= max || max == 0 {
        return (tasks, None);
    }
    let surplus = tasks.split_off(max);
    let titles: Vec<String> = surplus.iter().map(|t| t.title.clone()).collect();
    let Some(last) = tasks.last_mut() else { return (tasks, None) };
    let into = last.title.clone();
    last.title = format!("{into} (and {} more)", surplus.len());
    for t in &surplus {
        last.description.push_str(&format!("\n\nAlso part of this subtask — {}: {}", t.title, t.description));
        if !t.expected_output.trim().is_empty() {
            last.expected_output.push_str(&format!("\n{}: {}", t.title, t.expected_output));
        }
    }
    let note = format!(
        "the split gave {} subtasks, more than the limit of {max}: {} folded into subtask {max} (\"{into}\")",
        max + surplus.len(),
        titles.join("; ")
    );
    (tasks, Some(note))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn task(n: usize) -> Task {
        Task {
            title: format!("Part {n}"),
            description: format!("Do part {n}."),
            context: String::new(),
            expected_output: format!("part {n} done"),
            plan_steps: Vec::new(),
        }
    }

    #[test]
    fn dependencies_must_name_earlier_subtasks_without_cycles() {
        assert_eq!(check_dependencies(&[vec![], vec![1], vec![1, 2]]), Ok(()));
        let unknown = check_dependencies(&[vec![], vec![4]]).unwrap_err();
        assert_eq!(
            unknown,
            Problem::new("subtask 2 depends on subtask 4, which does not exist", "the subtasks are numbered 1 to 2")
        );
        assert!(check_dependencies(&[vec![0], vec![]]).unwrap_err().reason().ends_with("does not exist"));
        let cycle = check_dependencies(&[vec![3], vec![1], vec![2]]).unwrap_err();
        assert_eq!(cycle.reason(), "the dependencies form a cycle (1 depends on 3 depends on 2 depends on 1)");
        assert!(check_dependencies(&[vec![1], vec![]]).unwrap_err().reason().contains("cycle (1 depends on 1)"));
        let forward = check_dependencies(&[vec![2], vec![]]).unwrap_err();
        assert_eq!(forward.reason(), "subtask 1 depends on subtask 2, which comes after it");
    }

    /// The user is told what was wrong with an answer, never the instruction the model was given.
    /// The root's schema on the plan is the decision's, with `follow-plan` and `plan_steps`.
    #[test]
    fn the_plan_decision_schema_is_the_decisions_with_the_plan() {
        let (plan, own) = (plan_decision_schema(), crate::ask::strict_schema::<DecisionAnswer>());
        assert_eq!(plan["properties"]["action"]["enum"], json!(["follow-plan", "execute", "decompose"]));
        let (item, own_item) = (&plan["properties"]["subtasks"]["items"], &own["properties"]["subtasks"]["items"]);
        assert_eq!(item["required"], json!(["title", "description", "expected_output", "depends_on", "plan_steps"]));
        assert_eq!(item["properties"]["plan_steps"]["items"], json!({ "type": "integer", "minimum": 0 }));
        assert_eq!(item["properties"]["title"], json!({ "type": "string" }));
        for key in ["title", "description", "expected_output", "depends_on"] {
            assert_eq!(item["properties"][key], own_item["properties"][key], "{key}");
        }
        assert!(own["properties"]["action"].to_string().contains("decompose"));
        assert!(!own.to_string().contains("follow-plan") && !own.to_string().contains("plan_steps"));
    }

    #[test]
    fn an_unusable_answer_is_described_for_the_user() {
        let no_json = PlanDecision::read("Sure!\n\tI'll \u{1b}[2Jsplit it.").err().unwrap();
        assert_eq!(no_json.reason(), "the answer holds no decision");
        assert!(no_json.to_string().contains(": give one JSON object"), "{no_json}");
        assert_eq!(
            unusable_reason("Sure!\n\tI'll \u{1b}[2Jsplit it.", &no_json),
            "the answer was not one JSON object: \"Sure! I'll [2Jsplit it.\""
        );
        assert_eq!(unusable_reason(" \n", &no_json), "the answer was empty");
        let long = "no ".repeat(60);
        assert!(unusable_reason(&long, &no_json).ends_with("no no…\""));
        let bad = "{\"action\": \"decompose\", \"reasoning\": \"why: not\", \"subtasks\": [{\"title\": \"a\", \"description\": \"a\", \"depends_on\": [\"x: y\"]}]}";
        let problem = PlanDecision::read(bad).err().unwrap();
        assert_eq!(
            unusable_reason(bad, &problem),
            "subtask 1 gives \"x: y\" in \"depends_on\", which names no subtask"
        );
        let typed = "{\"action\": \"fly\", \"reasoning\": \"\", \"subtasks\": []}";
        let problem = PlanDecision::read(typed).err().unwrap();
        let said = unusable_reason(typed, &problem);
        assert!(said.starts_with("the answer holds no decision (unknown variant `fly`"), "{said}");
        assert!(!said.contains("give"), "{said}");
    }

    #[test]
    fn the_roots_own_split_must_name_real_steps_and_serve_every_one() {
        let read = |t: &str| PlanDecision::read(t).map(|d| d.0);
        let split = |steps: &str| {
            format!(
                r#"{{"action": "decompose", "reasoning": "two parts fit better", "subtasks": [
                {{"title": "A", "description": "a", "plan_steps": {steps}}},
                {{"title": "B", "description": "b", "plan_steps": [3]}}]}}"#
            )
        };
        let fits = |d: &DecisionAnswer| plan_answer_fits(d, (true, true), 5, 3);
        // A range, as the prompt writes it, names both steps.
        let d = read(&split(r#""steps 1-2""#)).unwrap();
        assert_eq!(d.subtasks[0].plan_steps, [1, 2]);
        assert_eq!(fits(&d), Ok(()));
        // Step 2 served by nobody: refused, so the run cannot end "completed" without it.
        let e = fits(&read(&split("[1]")).unwrap()).unwrap_err();
        assert_eq!(e.reason(), "plan step 2 is served by no subtask");
        // A step that does not exist.
        let e = fits(&read(&split("[1, 2, 9]")).unwrap()).unwrap_err();
        assert!(e.reason().contains("names plan step 9"), "{e}");
        // Words that name no step are an error to correct, never dropped.
        let e = read(&split(r#"["the docs"]"#)).err().unwrap();
        assert_eq!(e.reason(), "subtask 1 gives \"the docs\" in \"plan_steps\", which names no plan step");
        assert!(read(&split(r#"["steps 2-1"]"#)).is_err());
        // Empty and cut answers hold no decision.
        assert!(read("").is_err());
        assert!(read(r#"{"action": "decompose", "subtasks": [{"title": "A""#).is_err());
    }

    #[test]
    fn prerequisites_named_any_way_become_numbers() {
        let text = r##"{"action": "DECOMPOSE", "reasoning": "", "subtasks": [
            {"title": "Migration", "description": "a"},
            {"title": "Code", "description": "b", "depends_on": "smith-001"},
            {"title": "Docs", "description": "c", "depends_on": ["#2", "migration", 1, null]}]}"##;
        let d = DecisionAnswer::read(text).unwrap();
        assert_eq!(d.depends_on(), vec![vec![], vec![1], vec![1, 2]]);
        let bad = r#"{"action": "decompose", "subtasks": [{"title": "A", "description": "a"},
            {"title": "B", "description": "b", "depends_on": ["the other one"]}]}"#;
        let e = DecisionAnswer::read(bad).unwrap_err();
        assert_eq!(e.reason(), "subtask 2 gives \"the other one\" in \"depends_on\", which names no subtask");
        assert!(
            DecisionAnswer::read(
                r#"{"action": "decompose", "subtasks": [{"title": "A", "description": "a", "depends_on": [{"x": 1}]}]}"#
            )
            .is_err()
        );
        assert_eq!(
            fold_dependencies(vec![vec![], vec![1], vec![2], vec![3], vec![1, 4]], 3),
            vec![vec![], vec![1], vec![1, 2]]
        );
    }

    #[test]
    fn the_roots_answer_on_the_plan_is_read_leniently() {
        let d = PlanDecision::read(r#"{"action": "Follow_Plan", "reasoning": "fits"}"#).unwrap().0;
        assert_eq!(d.action, Action::FollowPlan);
        let d = PlanDecision::read(
            r#"{"action": "decompose", "reasoning": "r", "subtasks": [{"title": "A", "description": "a", "plan_steps": ["step 2", 1]}, {"title": "B", "description": "b", "plan_steps": 3}]}"#,
        )
        .unwrap()
        .0;
        let steps: Vec<Vec<usize>> = d.tasks().into_iter().map(|t| t.plan_steps).collect();
        assert_eq!(steps, vec![vec![1, 2], vec![3]]);
        // A smith with no plan is never offered follow-plan, and its schema does not name it.
        assert_eq!(DecisionAnswer::read(r#"{"action": "follow-plan"}"#).unwrap().action, Action::FollowPlan);
        let plain = DecisionAnswer::schema().to_string();
        assert!(!plain.contains("follow-plan") && !plain.contains("plan_steps"), "{plain}");
        let root = PlanDecision::schema().to_string();
        assert!(root.contains("\"follow-plan\"") && root.contains("plan_steps"), "{root}");
    }

    #[test]
    fn surplus_subtasks_are_folded_never_dropped() {
        let (kept, note) = fold_surplus((1..=7).map(task).collect(), 5);
        assert_eq!(kept.len(), 5);
        assert_eq!(kept[4].title, "Part 5 (and 2 more)");
        assert!(kept[4].description.contains("Do part 5.") && kept[4].description.contains("Part 6: Do part 6."));
        assert!(
            kept[4].description.contains("Part 7: Do part 7.")
                && kept[4].expected_output.contains("Part 7: part 7 done")
        );
        assert_eq!(
            note.as_deref(),
            Some(
                "the split gave 7 subtasks, more than the limit of 5: Part 6; Part 7 folded into subtask 5 (\"Part 5\")"
            )
        );
        let (kept, note) = fold_surplus((1..=3).map(task).collect(), 5);
        assert_eq!((kept.len(), note), (3, None));
    }
}
