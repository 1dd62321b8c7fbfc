//! What makes an answer worth counting. A plan needs a title that names the work (not a role,
//! not a placeholder) and at least one step with a description; a position needs reasoning
//! that says something about the plan, and an OBJECT an alternative of its own. The prompts
//! state these rules; these checks hold the answers to them (asked again once, then invalid).

use std::collections::HashSet;

use super::plan::Plan;
use super::verdict::{Kind, Verdict};
use crate::ask::Problem;

/// Titles that name nothing: what templates and small models write when they have no title.
const PLACEHOLDER_TITLES: &[&str] = &[
    "plan",
    "the plan",
    "a plan",
    "my plan",
    "our plan",
    "plan title",
    "title",
    "your title",
    "title here",
    "project",
    "project name",
    "project title",
    "name",
    "untitled",
    "tbd",
    "todo",
    "none",
    "n a",
    "na",
    "string",
    "example",
    "placeholder",
    "draft",
    "plan v1",
    "version 1",
    "lorem ipsum",
    "summary",
];

/// Step descriptions that describe nothing.
const PLACEHOLDER_STEPS: &[&str] =
    &["step", "step 1", "first step", "description", "string", "todo", "tbd", "none", "example", "n a"];

/// Words too common to show that a position is about this plan.
const STOPWORDS: &[&str] = &[
    "about",
    "above",
    "after",
    "again",
    "agree",
    "alternative",
    "also",
    "because",
    "been",
    "before",
    "being",
    "both",
    "could",
    "does",
    "doing",
    "done",
    "each",
    "either",
    "enough",
    "every",
    "everything",
    "fine",
    "from",
    "good",
    "great",
    "have",
    "here",
    "into",
    "just",
    "like",
    "looks",
    "made",
    "make",
    "makes",
    "more",
    "most",
    "much",
    "must",
    "need",
    "needs",
    "nothing",
    "object",
    "only",
    "other",
    "over",
    "plan",
    "reasoning",
    "really",
    "right",
    "round",
    "seems",
    "should",
    "some",
    "step",
    "steps",
    "such",
    "suggest",
    "sure",
    "than",
    "that",
    "their",
    "them",
    "then",
    "there",
    "these",
    "they",
    "thing",
    "things",
    "think",
    "this",
    "those",
    "very",
    "verdict",
    "version",
    "well",
    "were",
    "what",
    "when",
    "where",
    "which",
    "while",
    "will",
    "with",
    "without",
    "would",
    "your",
];

use crate::util::plain_words as normalize;

fn words(text: &str) -> usize {
    normalize(text).split(' ').filter(|w| !w.is_empty()).count()
}

/// The content words of a text, crudely stemmed (a plural `s` dropped, the first five letters
/// kept), so "migrations" meets "migration" and "indexes" meets "index".
fn content_words(text: &str) -> HashSet<String> {
    normalize(text)
        .split(' ')
        .filter(|w| w.chars().count() >= 4 && !STOPWORDS.contains(w))
        .map(|w| w.trim_end_matches('s').chars().take(5).collect())
        .collect()
}

/// Why a plan cannot be reviewed; `roles` are the panel's names and display names.
pub fn plan_problem(plan: &Plan, roles: &[&str]) -> Option<Problem> {
    let title = normalize(&plan.title);
    let is_role = roles.iter().any(|r| {
        let r = normalize(r);
        !r.is_empty() && (title == r || title == format!("the {r}"))
    });
    if title.is_empty() || PLACEHOLDER_TITLES.contains(&title.as_str()) || is_role {
        return Some(Problem::new(
            format!("the plan's title (\"{}\") does not name the work", plan.title.trim()),
            "give a title that says what the plan does",
        ));
    }
    let described = plan.steps.iter().any(|s| {
        let d = normalize(&s.description);
        words(&s.description) >= 2 && !PLACEHOLDER_STEPS.contains(&d.as_str())
    });
    if !described {
        return Some(if plan.steps.is_empty() {
            Problem::new("the plan has no steps", "give at least one step with a description of what is done")
        } else {
            Problem::new("no step of the plan has a description", "say in each step what is done")
        });
    }
    None
}

/// What a position is checked against: the plan it reviews and the prompt that asked for it.
pub struct Reviewed<'a> {
    /// The plan (and the topic) as the role read them.
    pub plan: &'a str,
    /// The whole prompt, instructions included.
    pub prompt: &'a str,
    /// Other roles' earlier words, which a role may take up as its own.
    pub quoted: &'a str,
}

/// Why a verdict says nothing about the plan it reviews.
pub fn position_problem(v: &Verdict, r: &Reviewed<'_>) -> Option<Problem> {
    let prompt = normalize(r.prompt);
    let quoted = normalize(r.quoted);
    let echoes = |text: &str| {
        let t = normalize(text);
        !t.is_empty() && prompt.contains(&t) && !quoted.contains(&t)
    };
    // What was said, quoted short, so the reason shows it.
    let said = |what: &str, text: &str| format!("the {what} (\"{}\")", crate::util::clip(text, 60));
    let reasoning = v.reasoning.trim();
    if words(reasoning) < 4 {
        return Some(Problem::new(
            format!("{} says too little", said("reasoning", reasoning)),
            "explain in a sentence or more which part of the plan your verdict is about and why",
        ));
    }
    if echoes(reasoning) {
        return Some(Problem::new(
            "the reasoning repeats the prompt",
            "say in your own words what you think of the plan",
        ));
    }
    let plan = content_words(r.plan);
    if content_words(reasoning).is_disjoint(&plan) {
        return Some(Problem::new(
            "the reasoning names nothing in the plan",
            "refer to the step, file, risk or requirement it is about",
        ));
    }
    let alt = v.alternative.trim();
    if v.verdict != Kind::Object || (words(alt) >= 2 && !echoes(alt)) {
        return None;
    }
    let wrong = if words(alt) < 2 { "is not concrete" } else { "repeats the prompt" };
    Some(Problem::new(format!("{} {wrong}", said("alternative", alt)), "say what should be done instead"))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::debate::plan::Step;

    fn plan(title: &str, steps: &[&str]) -> Plan {
        Plan {
            version: 1,
            title: title.into(),
            summary: "Add an index on orders.customer_id.".into(),
            steps: steps
                .iter()
                .map(|d| Step {
                    description: (*d).into(),
                    touches: Vec::new(),
                    verification: String::new(),
                    depends_on: Vec::new(),
                })
                .collect(),
            risks: Vec::new(),
            responses: Vec::new(),
            dissent: Vec::new(),
            unstructured: false,
            notes: Vec::new(),
        }
    }

    #[test]
    fn plans_without_substance() {
        let roles = ["architect", "Architect", "dba", "Database Administrator"];
        assert_eq!(plan_problem(&plan("Index the orders table", &["Write the migration"]), &roles), None);
        for title in ["Architect 🏗️", "Project Name", "plan", "**Title**", "", "<title>", "The DBA"] {
            let p = plan_problem(&plan(title, &["Write the migration"]), &roles);
            assert!(p.as_ref().is_some_and(|p| p.reason().ends_with("does not name the work")), "{title}: {p:?}");
        }
        assert_eq!(
            plan_problem(&plan("Index orders", &[]), &roles),
            Some(Problem::new("the plan has no steps", "give at least one step with a description of what is done"))
        );
        assert!(plan_problem(&plan("Index orders", &["", "Step 1", "..."]), &roles).is_some());
    }

    fn verdict(kind: Kind, reasoning: &str, alternative: &str) -> Verdict {
        Verdict {
            verdict: kind,
            reasoning: reasoning.into(),
            alternative: alternative.into(),
            criteria: Vec::new(),
            confidence: None,
        }
    }

    const PLAN: &str = "# Index orders (plan v1)\n\nAdd an index on orders.customer_id.\n\n1. Write the migration";
    const PROMPT: &str = "Review the plan. Answer AGREE, OBJECT or SUGGEST; a concrete alternative is required for an OBJECT.\n# Index orders (plan v1)\n\nAdd an index on orders.customer_id.\n\n1. Write the migration";

    fn check(v: &Verdict) -> Option<String> {
        position_problem(v, &Reviewed { plan: PLAN, prompt: PROMPT, quoted: "" }).map(|p| p.to_string())
    }

    #[test]
    fn positions_with_substance() {
        assert_eq!(
            check(&verdict(Kind::Agree, "The migration is small and the index is what the ticket asks.", "")),
            None
        );
        assert_eq!(
            check(&verdict(Kind::Object, "Building the index locks the orders table.", "Build it concurrently.")),
            None
        );
    }

    #[test]
    fn positions_without_substance() {
        assert!(check(&verdict(Kind::Agree, "why", "")).is_some_and(|p| p.contains("too little")));
        assert!(
            check(&verdict(Kind::Agree, "Looks good to me overall, really.", ""))
                .is_some_and(|p| p.contains("names nothing"))
        );
        assert!(
            check(&verdict(Kind::Agree, "Add an index on orders.customer_id.", ""))
                .is_some_and(|p| p.contains("repeats"))
        );
        let alt = check(&verdict(Kind::Object, "The migration locks the orders table.", "for an OBJECT"));
        assert!(alt.is_some_and(|p| p.contains("alternative")), "the prompt's own words are no alternative");
        assert!(check(&verdict(Kind::Object, "The migration locks the orders table.", "no")).is_some());
        // Another role's alternative, taken up, is an alternative.
        let quoted = "Build the index concurrently";
        let v = verdict(Kind::Object, "The migration locks the orders table.", "Build the index concurrently");
        let prompt = format!("{PROMPT}\n{quoted}");
        assert_eq!(position_problem(&v, &Reviewed { plan: PLAN, prompt: &prompt, quoted }), None);
    }
}
