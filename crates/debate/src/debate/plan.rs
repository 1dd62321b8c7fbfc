//! The plan the panel debates: its structure, the schema we ask for, a lenient reader, and its
//! Markdown form.

use std::fmt::Write as _;

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::ask::{Problem, extract_json};

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Step {
    pub description: String,
    /// Files or areas the step touches.
    #[serde(default)]
    pub touches: Vec<String>,
    /// How the step is verified.
    #[serde(default)]
    pub verification: String,
    /// The numbers (from 1) of the earlier steps that must be done before this one starts.
    #[serde(default)]
    pub depends_on: Vec<usize>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
#[serde(rename_all = "lowercase")]
pub enum Decision {
    Adopted,
    Rejected,
}

/// The consolidator's answer to one objection.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize, schemars::JsonSchema)]
pub struct Response {
    pub role: String,
    pub decision: Decision,
    pub reason: String,
}

/// An objection that stands at the end.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Dissent {
    pub role: String,
    pub objection: String,
    pub alternative: String,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Plan {
    pub version: u32,
    pub title: String,
    pub summary: String,
    #[serde(default)]
    pub steps: Vec<Step>,
    #[serde(default)]
    pub risks: Vec<String>,
    /// Answers to the objections of the round this version replies to.
    #[serde(default)]
    pub responses: Vec<Response>,
    #[serde(default)]
    pub dissent: Vec<Dissent>,
    /// Set when the author's answer could not be read as a plan and its text was kept as is.
    #[serde(default)]
    pub unstructured: bool,
    /// What was dropped while reading the author's answer, and why (a step waiting for a later
    /// one, say): shown with the plan so nothing the model wrote disappears unsaid.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub notes: Vec<String>,
}

/// A plan as the drafter and consolidator are asked to give it (the schema); answers are read
/// more leniently (steps as plain text, for one).
#[derive(schemars::JsonSchema)]
#[allow(dead_code)]
struct PlanAnswer {
    title: String,
    summary: String,
    steps: Vec<Step>,
    risks: Vec<String>,
    /// One per objection of the round answered: adopted, or rejected with a reason.
    responses: Vec<Response>,
}

impl crate::ask::Answer for Plan {
    const NAME: &'static str = "plan";
    fn schema() -> Value {
        crate::ask::strict_schema::<PlanAnswer>()
    }
    /// The plan as version 0: the caller numbers it.
    fn read(text: &str) -> Result<Plan, Problem> {
        parse(text, 0).ok_or_else(|| {
            Problem::new(
                "the answer holds no plan",
                "give one JSON object with title, summary, steps, risks and responses",
            )
        })
    }
}

/// A question the consolidator asks the user instead of revising now (schema part).
#[derive(schemars::JsonSchema)]
#[allow(dead_code)]
struct QuestionAnswer {
    /// The question, short and self-contained.
    question: String,
    /// Why the plan cannot be revised without the answer.
    why: String,
}

/// What the consolidator is asked for when it may ask the user (`tools.ask_user: on`).
#[derive(schemars::JsonSchema)]
#[allow(dead_code)]
struct RevisionAnswer {
    title: String,
    summary: String,
    steps: Vec<Step>,
    risks: Vec<String>,
    /// One per objection of the round answered: adopted, or rejected with a reason.
    responses: Vec<Response>,
    /// null, unless one choice only the user can make (or information only they have) blocks the
    /// revision: then the question and why it blocks; the rest of the answer is then ignored and
    /// the revision is asked for again with the user's answer. Use it rarely: the debate may
    /// pause until they answer.
    ask_user: Option<QuestionAnswer>,
}

/// The consolidator's answer when it may ask the user: a revised plan, or a question (cleaned
/// and bounded as a smith's `ask_user`).
#[derive(Debug, Clone, PartialEq)]
pub enum Revision {
    Plan(Plan),
    Ask { question: String, why: String },
}

impl crate::ask::Answer for Revision {
    const NAME: &'static str = "plan";
    fn schema() -> Value {
        crate::ask::strict_schema::<RevisionAnswer>()
    }
    /// A question when `ask_user` holds one; an empty or garbled one is the model's error (it
    /// is asked again), never a question shown to the user.
    fn read(text: &str) -> Result<Revision, Problem> {
        use crate::ask::{MAX_QUESTION, MAX_WHY, clean_question};
        match extract_json(text).as_ref().and_then(|v| v.get("ask_user")) {
            None | Some(Value::Null) => <Plan as crate::ask::Answer>::read(text).map(Revision::Plan),
            Some(Value::Object(q)) => {
                let text = |k: &str| q.get(k).and_then(Value::as_str).unwrap_or("");
                let question = clean_question(text("question"), MAX_QUESTION);
                if question.chars().filter(|c| c.is_alphanumeric()).count() < 3 {
                    return Err(Problem::new(
                        "`ask_user.question` holds no question",
                        "ask one in words, or set `ask_user` to null and give the revised plan",
                    ));
                }
                Ok(Revision::Ask { question, why: clean_question(text("why"), MAX_WHY) })
            }
            Some(_) => Err(Problem::new(
                "`ask_user` is neither null nor an object",
                "set it to null, or to an object with `question` and `why`",
            )),
        }
    }
}

#[derive(Deserialize)]
struct Wire {
    #[serde(default)]
    title: String,
    #[serde(default)]
    summary: String,
    #[serde(default)]
    steps: Vec<WireStep>,
    #[serde(default)]
    risks: Vec<String>,
    #[serde(default)]
    responses: Vec<WireResponse>,
}

#[derive(Deserialize)]
#[serde(untagged)]
enum WireStep {
    Full {
        description: String,
        #[serde(default)]
        touches: Vec<String>,
        #[serde(default)]
        verification: String,
        #[serde(default)]
        depends_on: Value,
    },
    Text(String),
}

#[derive(Deserialize)]
struct WireResponse {
    #[serde(default)]
    role: String,
    #[serde(default)]
    decision: String,
    #[serde(default)]
    reason: String,
}

/// Reads a plan from an answer: JSON where there is any, else Markdown (a `#` title, a
/// numbered or bulleted list of steps); `None` when it holds no plan at all.
pub fn parse(text: &str, version: u32) -> Option<Plan> {
    let w: Wire = match extract_json(text) {
        Some(value) => serde_json::from_value(value).ok()?,
        None => from_markdown(text)?,
    };
    if w.title.trim().is_empty() && w.summary.trim().is_empty() && w.steps.is_empty() {
        return None;
    }
    let mut notes = Vec::new();
    let total = w.steps.len();
    let steps = w
        .steps
        .into_iter()
        .enumerate()
        .map(|(i, s)| match s {
            WireStep::Full { description, touches, verification, depends_on } => {
                let depends_on = earlier_steps(&depends_on, i + 1, total, &mut notes);
                Step { description, touches, verification, depends_on }
            }
            WireStep::Text(description) => {
                Step { description, touches: Vec::new(), verification: String::new(), depends_on: Vec::new() }
            }
        })
        .collect();
    let responses = w
        .responses
        .into_iter()
        .filter(|r| !r.role.trim().is_empty())
        .map(|r| Response {
            role: r.role.trim().to_string(),
            decision: if r.decision.eq_ignore_ascii_case("adopted") { Decision::Adopted } else { Decision::Rejected },
            reason: r.reason,
        })
        .collect();
    Some(Plan {
        version,
        title: w.title,
        summary: w.summary,
        steps,
        risks: w.risks,
        responses,
        dissent: Vec::new(),
        unstructured: false,
        notes: bounded(notes),
    })
}

/// At most [`MAX_NOTES`] notes are kept; the rest are counted (an answer may name thousands of
/// steps that do not exist).
const MAX_NOTES: usize = 20;

fn bounded(mut notes: Vec<String>) -> Vec<String> {
    if notes.len() > MAX_NOTES {
        let more = notes.len() - MAX_NOTES;
        notes.truncate(MAX_NOTES);
        notes.push(format!("and {}", crate::util::count(more, "more dropped dependency")));
    }
    notes
}

/// The numbers (from 1) one reference to a step or subtask names, read as leniently as models
/// write them: a number, or text such as `2`, `#2`, `step 2`, `subtask 2`, `smith-002`,
/// `task-smith-002`, and with `ranges`, `steps 1-2` (an en dash too, at most 100 steps);
/// `None` when it names none. The one reader of a plan step's `depends_on` and a subtask's
/// `depends_on` and `plan_steps`; what a caller does with `None` (drop it with a note, ask
/// again) is its own.
pub fn parse_step_refs(r: &Value, ranges: bool) -> Option<Vec<usize>> {
    let text = match r {
        Value::Number(n) => return n.as_u64().and_then(|n| usize::try_from(n).ok()).map(|n| vec![n]),
        Value::String(s) => s.trim().to_ascii_lowercase(),
        _ => return None,
    };
    let mut t = text.as_str();
    for word in ["task-", "smith-root/", "smith-", "subtask", "steps", "step"] {
        t = t.strip_prefix(word).unwrap_or(t).trim_start();
    }
    let t = t.trim_start_matches('#').trim();
    if ranges && let Some((a, b)) = t.split_once(['-', '\u{2013}']) {
        let (a, b): (usize, usize) = (a.trim().parse().ok()?, b.trim().trim_start_matches('#').parse().ok()?);
        return (a <= b && b - a < 100).then(|| (a..=b).collect());
    }
    t.parse().ok().map(|n| vec![n])
}

/// A step's prerequisites read leniently ([`parse_step_refs`]): one reference, a list of them,
/// or nothing. Only earlier steps count (step `own` may wait for steps 1 to `own - 1`): a step
/// named after it, itself, or no step at all cannot be waited for, and is dropped rather than
/// failing the whole plan, with a note in `notes` saying so.
fn earlier_steps(v: &Value, own: usize, total: usize, notes: &mut Vec<String>) -> Vec<usize> {
    let refs: &[Value] = match v {
        Value::Array(a) => a,
        Value::Null => &[],
        other => std::slice::from_ref(other),
    };
    let mut out = Vec::new();
    for r in refs.iter().filter(|r| !r.is_null()) {
        let Some(named) = parse_step_refs(r, false) else {
            let said = crate::ask::clean_question(&r.to_string(), 60);
            notes.push(format!("step {own}'s dependency on {said} was dropped: it names no step"));
            continue;
        };
        for d in named {
            let (what, why) = match d {
                d if d >= 1 && d < own => {
                    out.push(d);
                    continue;
                }
                d if d == own => ("itself".to_string(), "a step cannot wait for itself".to_string()),
                d if d >= 1 && d <= total => (format!("step {d}"), "a step can only wait for an earlier one".into()),
                d => (format!("step {d}"), format!("there is no step {d}")),
            };
            notes.push(format!("step {own}'s dependency on {what} was dropped: {why}"));
        }
    }
    out.sort_unstable();
    out.dedup();
    out
}

/// A plan written as Markdown, as small models do when they ignore the schema: the first
/// heading (or `Title:` line) is the title, the first paragraph the summary, the list items
/// under a heading that names steps (or, without one, every numbered item) the steps, and the
/// items under a heading that names risks the risks.
fn from_markdown(text: &str) -> Option<Wire> {
    #[derive(PartialEq)]
    enum Section {
        Other,
        Steps,
        Risks,
    }
    let mut w = Wire {
        title: String::new(),
        summary: String::new(),
        steps: Vec::new(),
        risks: Vec::new(),
        responses: Vec::new(),
    };
    let mut numbered = Vec::new();
    let mut section = Section::Other;
    let mut saw_steps_heading = false;
    for line in text.lines().map(str::trim) {
        let plain = line.trim_matches(|c: char| c == '*' || c == '_').trim();
        if let Some(h) = line.strip_prefix('#') {
            let h = h.trim_start_matches('#').trim().trim_matches(|c: char| c == '*' || c == '_').trim();
            let lower = h.to_ascii_lowercase();
            section = if lower.contains("step") || lower.contains("implementation") || lower.contains("tasks") {
                saw_steps_heading = true;
                Section::Steps
            } else if lower.contains("risk") {
                Section::Risks
            } else {
                Section::Other
            };
            if w.title.is_empty() && section == Section::Other {
                w.title = h.strip_prefix("Plan:").unwrap_or(h).trim().to_string();
            }
            continue;
        }
        if w.title.is_empty()
            && let Some(t) = plain.strip_prefix("Title:").or_else(|| plain.strip_prefix("title:"))
        {
            w.title = t.trim_matches(|c: char| c == '*' || c == '_' || c.is_whitespace()).to_string();
            continue;
        }
        let item = list_item(line);
        match (item, &section) {
            (Some((text, _)), Section::Steps) => w.steps.push(WireStep::Text(text.to_string())),
            (Some((text, _)), Section::Risks) => w.risks.push(text.to_string()),
            (Some((text, true)), Section::Other) => numbered.push(text.to_string()),
            (None, Section::Other) if w.summary.is_empty() && !plain.is_empty() => w.summary = plain.to_string(),
            _ => {}
        }
    }
    if !saw_steps_heading {
        w.steps = numbered.into_iter().map(WireStep::Text).collect();
    }
    (!w.title.is_empty() || !w.steps.is_empty()).then_some(w)
}

/// A Markdown list item's text, and whether it is numbered.
fn list_item(line: &str) -> Option<(&str, bool)> {
    if let Some(rest) = line.strip_prefix("- ").or_else(|| line.strip_prefix("* ")) {
        return Some((rest.trim(), false));
    }
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    let rest = &line[digits..];
    (digits > 0)
        .then(|| rest.strip_prefix(". ").or_else(|| rest.strip_prefix(") ")))
        .flatten()
        .map(|r| (r.trim(), true))
}

impl Plan {
    /// A plan that is only the author's text, when no structure could be read.
    pub fn unstructured(version: u32, title: &str, text: &str) -> Plan {
        Plan {
            version,
            title: title.to_string(),
            summary: text.trim().to_string(),
            steps: Vec::new(),
            risks: Vec::new(),
            responses: Vec::new(),
            dissent: Vec::new(),
            unstructured: true,
            notes: Vec::new(),
        }
    }

    /// The plan as Markdown: what reviewers read and what `plan-vN.md` holds.
    pub fn markdown(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(s, "# {} (plan v{})\n", self.title.trim(), self.version);
        if self.unstructured {
            let _ =
                writeln!(s, "_The author's answer could not be read as a structured plan; it is kept as written._\n");
        }
        let _ = writeln!(s, "{}\n", self.summary.trim());
        if !self.steps.is_empty() {
            let _ = writeln!(s, "## Steps\n");
            for (i, step) in self.steps.iter().enumerate() {
                let _ = writeln!(s, "{}. {}", i + 1, step.description.trim());
                if !step.touches.is_empty() {
                    let _ = writeln!(s, "   - touches: {}", step.touches.join(", "));
                }
                if !step.verification.trim().is_empty() {
                    let _ = writeln!(s, "   - verified by: {}", step.verification.trim());
                }
                if !step.depends_on.is_empty() {
                    let after: Vec<String> = step.depends_on.iter().map(usize::to_string).collect();
                    let _ = writeln!(s, "   - after step {}", after.join(", "));
                }
            }
            let _ = writeln!(s);
        }
        if !self.notes.is_empty() {
            let _ = writeln!(s, "## Dropped while reading the answer\n");
            for n in &self.notes {
                let _ = writeln!(s, "- {n}");
            }
            let _ = writeln!(s);
        }
        if !self.risks.is_empty() {
            let _ = writeln!(s, "## Risks\n");
            for r in &self.risks {
                let _ = writeln!(s, "- {}", r.trim());
            }
            let _ = writeln!(s);
        }
        if !self.responses.is_empty() {
            let _ = writeln!(s, "## Answers to the objections\n");
            for r in &self.responses {
                let d = match r.decision {
                    Decision::Adopted => "adopted",
                    Decision::Rejected => "rejected",
                };
                let _ = writeln!(s, "- {} ({d}): {}", r.role, r.reason.trim());
            }
            let _ = writeln!(s);
        }
        if !self.dissent.is_empty() {
            let _ = writeln!(s, "## Dissent on record\n");
            for d in &self.dissent {
                let _ = writeln!(s, "- {}: {} Alternative: {}", d.role, d.objection.trim(), d.alternative.trim());
            }
            let _ = writeln!(s);
        }
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_revision_is_a_plan_or_a_clean_question() {
        use crate::ask::Answer;
        let q =
            Revision::read("{\"title\": \"\", \"ask_user\": {\"question\": \"Which\\u001b[2J DB?\", \"why\": \"x\"}}");
        assert_eq!(q, Ok(Revision::Ask { question: "Which[2J DB?".into(), why: "x".into() }));
        let p = Revision::read("{\"title\": \"T\", \"summary\": \"S\", \"steps\": [\"a\"], \"ask_user\": null}");
        assert!(matches!(p, Ok(Revision::Plan(ref p)) if p.title == "T"), "{p:?}");
        for bad in ["{\"ask_user\": {\"question\": \"\\u202e ?\", \"why\": \"\"}}", "{\"ask_user\": \"which?\"}"] {
            assert!(Revision::read(bad).is_err(), "{bad}");
        }
        let schema = Revision::schema();
        assert!(schema["required"].as_array().unwrap().contains(&"ask_user".into()), "{schema}");
    }

    #[test]
    fn lenient_plan() {
        let p = parse("```json\n{\"title\": \"Index orders\", \"summary\": \"Add an index.\", \"steps\": [\"Write migration\", {\"description\": \"Test\", \"touches\": [\"db/\"], \"verification\": \"pytest\"}], \"responses\": [{\"role\": \"dba\", \"decision\": \"Adopted\", \"reason\": \"yes\"}]}\n```", 2).unwrap();
        assert_eq!(p.steps.len(), 2);
        assert_eq!(p.steps[1].touches, ["db/"]);
        assert_eq!(p.responses[0].decision, Decision::Adopted);
        assert!(parse("no plan here", 1).is_none());
        assert!(p.markdown().contains("1. Write migration\n2. Test\n   - touches: db/\n   - verified by: pytest"));
    }

    #[test]
    fn step_prerequisites_are_read_leniently_and_only_earlier_steps_count() {
        let p = parse(
            r##"{"title": "T", "summary": "S", "steps": [
                {"description": "a"},
                {"description": "b", "depends_on": "1"},
                {"description": "c", "depends_on": ["step 1", "#2", 2, 3, 7, 0, null, {"x": 1}]},
                {"description": "d", "depends_on": null}]}"##,
            1,
        )
        .unwrap();
        let deps: Vec<&[usize]> = p.steps.iter().map(|s| s.depends_on.as_slice()).collect();
        assert_eq!(deps, [&[][..], &[1][..], &[1, 2][..], &[][..]]);
        assert!(p.markdown().contains("3. c\n   - after step 1, 2\n"), "{}", p.markdown());
    }

    #[test]
    fn dropped_prerequisites_are_noted_on_the_plan_and_shown() {
        let p = parse(
            r##"{"title": "T", "summary": "S", "steps": [
                {"description": "a", "depends_on": [2]},
                {"description": "b", "depends_on": ["step 2", 1]},
                {"description": "c", "depends_on": [9, 0, {"x": 1}, null]}]}"##,
            1,
        )
        .unwrap();
        let deps: Vec<&[usize]> = p.steps.iter().map(|s| s.depends_on.as_slice()).collect();
        assert_eq!(deps, [&[][..], &[1][..], &[][..]]);
        assert_eq!(
            p.notes,
            [
                "step 1's dependency on step 2 was dropped: a step can only wait for an earlier one",
                "step 2's dependency on itself was dropped: a step cannot wait for itself",
                "step 3's dependency on step 9 was dropped: there is no step 9",
                "step 3's dependency on step 0 was dropped: there is no step 0",
                "step 3's dependency on {\"x\":1} was dropped: it names no step",
            ]
        );
        // A hostile answer: a long reference with a bidi override, and hundreds of missing steps.
        let many: Vec<String> = (10..400).map(|n| n.to_string()).collect();
        let hostile = format!(
            r#"{{"title": "T", "summary": "S", "steps": [{{"description": "a", "depends_on": ["\u202e{}", {}]}}]}}"#,
            "x".repeat(5000),
            many.join(", ")
        );
        let h = parse(&hostile, 1).unwrap();
        assert_eq!(h.notes.len(), 21, "{:?}", h.notes.first());
        assert!(h.notes[0].chars().count() < 120 && !h.notes[0].contains('\u{202e}'), "{}", h.notes[0]);
        assert_eq!(h.notes[20], "and 371 more dropped dependencies");
        let md = p.markdown();
        assert!(
            md.contains("## Dropped while reading the answer\n\n- step 1's dependency on step 2 was dropped: a step can only wait for an earlier one\n- step 2's dependency on itself"),
            "{md}"
        );
        let json = serde_json::to_value(&p).unwrap();
        assert_eq!(json["notes"].as_array().map(Vec::len), Some(5));
        let clean = parse(r#"{"title": "T", "summary": "S", "steps": ["a"]}"#, 1).unwrap();
        assert!(serde_json::to_value(&clean).unwrap().get("notes").is_none());
        assert!(!clean.markdown().contains("Dropped"));
    }

    #[test]
    fn step_references_as_models_write_them() {
        let refs = |v: Value, ranges: bool| parse_step_refs(&v, ranges);
        for (v, n) in [
            (serde_json::json!(2), 2),
            (serde_json::json!("2"), 2),
            (serde_json::json!(" #2 "), 2),
            (serde_json::json!("Step 2"), 2),
            (serde_json::json!("steps 2"), 2),
            (serde_json::json!("step #2"), 2),
            (serde_json::json!("smith-002"), 2),
            (serde_json::json!("task-smith-002"), 2),
            (serde_json::json!("smith-root/smith-002"), 2),
            (serde_json::json!("subtask 2"), 2),
        ] {
            assert_eq!(refs(v.clone(), false), Some(vec![n]), "{v}");
            assert_eq!(refs(v.clone(), true), Some(vec![n]), "{v}");
        }
        assert_eq!(refs(serde_json::json!("steps 1-3"), true), Some(vec![1, 2, 3]));
        assert_eq!(refs(serde_json::json!("2\u{2013}#3"), true), Some(vec![2, 3]));
        for bad in [serde_json::json!("steps 1-3"), serde_json::json!(-1), serde_json::json!(1.5), Value::Null] {
            assert_eq!(refs(bad.clone(), false), None, "{bad}");
        }
        for bad in [
            serde_json::json!("3-1"),
            serde_json::json!("1-500"),
            serde_json::json!("the first"),
            serde_json::json!([1]),
        ] {
            assert_eq!(refs(bad.clone(), true), None, "{bad}");
        }
    }

    #[test]
    fn markdown_plan() {
        let text = "# Plan: Index the orders table\n\nAdd an index so lookups by customer are fast.\n\n## Steps\n\n1. Write the migration\n2) Add a test\n- Run it on staging\n\n## Risks\n\n- The table locks while building\n";
        let p = parse(text, 1).unwrap();
        assert_eq!(p.title, "Index the orders table");
        assert_eq!(p.summary, "Add an index so lookups by customer are fast.");
        let steps: Vec<&str> = p.steps.iter().map(|s| s.description.as_str()).collect();
        assert_eq!(steps, ["Write the migration", "Add a test", "Run it on staging"]);
        assert_eq!(p.risks, ["The table locks while building"]);
        let p = parse("**Title:** Fix the parser\n\n1. Read the grammar\n2. Fix the loop", 1).unwrap();
        assert_eq!((p.title.as_str(), p.steps.len()), ("Fix the parser", 2));
        assert!(parse("I would rather not.", 1).is_none());
    }
}
