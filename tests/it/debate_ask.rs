//! The consolidator's question (`ask_user` in its answer): asked on a terminal and the debate
//! goes on with the answer; without one the debate pauses (exit status 3, `status` shows the
//! question) and `resume --answer` continues with the revision, not redoing finished rounds;
//! an empty or hostile question is the model's error; `tools.ask_user: off` offers no question.

use serde_json::Value;

use crate::common::{Project, run};

const PLAN: &str = "{ title: \"Index orders\", summary: \"Add an index in a migration.\", steps: [{ description: \"Write the migration\", touches: [\"db/migrations/\"], verification: \"applies on a copy\" }], risks: [\"locks\"], responses: [] }";

const REVISED: &str = "{ title: \"Index orders concurrently\", summary: \"Revised for Postgres 16.\", steps: [\"Write the migration with CREATE INDEX CONCURRENTLY\"], risks: [], responses: [{ role: dba, decision: adopted, reason: \"a concurrent build, as Postgres 16 allows\" }], ask_user: null }";

const QUESTION: &str = "{ title: \"\", summary: \"\", steps: [], risks: [], responses: [], ask_user: { question: \"Which Postgres version runs in production?\\x1b[2J\", why: \"A concurrent build needs 12 or later.\" } }";

fn review(role: &str, round: u32, verdict: &str) -> String {
    let alt = if verdict == "OBJECT" { "Build it CONCURRENTLY." } else { "" };
    format!(
        "  - when: {{ stage: review, role: {role}, round: {round} }}\n    reply: {{ json: {{ verdict: {verdict}, reasoning: \"{role} says {verdict} in round {round} about the index build.\", alternative: \"{alt}\", criteria: [] }} }}\n"
    )
}

/// Round 2 and the consolidation once answered: what a resumed debate needs.
fn after_answer() -> String {
    let mut s = format!(
        "  - when: {{ stage: consolidate, contains: \"The user answered: 16\" }}\n    reply: {{ json: {REVISED} }}\n"
    );
    for r in ["architect", "dba", "tester"] {
        s += &review(r, 2, "AGREE");
    }
    s
}

/// The draft and round 1 (dba objects); the consolidator asks `consolidate` (replies).
fn script(consolidate: &str) -> String {
    let mut s = format!("rules:\n  - when: {{ stage: draft }}\n    reply: {{ json: {PLAN} }}\n");
    s += &review("architect", 1, "AGREE");
    s += &review("dba", 1, "OBJECT");
    s += &review("tester", 1, "AGREE");
    s += &after_answer();
    s + &format!("  - when: {{ stage: consolidate }}\n    replies:\n{consolidate}")
}

pub(crate) fn asks() -> String {
    script(&format!("      - json: {QUESTION}\n"))
}

pub(crate) fn project(script: &str, config: &str) -> (Project, std::path::PathBuf) {
    crate::common::scripted_project(script, config)
}

pub(crate) const ARGS: &[&str] = &[
    "debate",
    "Add an index on orders.created_at in a migration",
    "--roles",
    "architect,dba,tester",
    "--triage",
    "rules",
];

pub(crate) fn cmd(p: &Project, s: &std::path::Path, args: &[&str]) -> assert_cmd::Command {
    crate::common::scripted_cmd(p, s, args)
}

pub(crate) fn report(p: &Project) -> Value {
    serde_json::from_str(&std::fs::read_to_string(p.repo().join(".agent-smith/results/report.json")).unwrap()).unwrap()
}

#[cfg(target_os = "linux")]
#[test]
fn on_a_terminal_the_consolidator_asks_and_the_debate_goes_on_with_the_answer() {
    let (p, s) = project(&asks(), "");
    let (code, out, err) = crate::run::on_terminal(&p, &s, ARGS, "16\n");
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        err.contains(
            "consolidator asks: Which Postgres version runs in production?[2J\n(why it blocks: A concurrent build needs 12 or later.)\nAnswer: "
        ),
        "{err}"
    );
    assert!(!err.contains('\u{1b}'), "no escape sequence of the model reaches the terminal: {err:?}");
    assert!(out.starts_with("The panel agreed after 2 rounds."), "{out}");
    let r = report(&p);
    assert_eq!(r["plans"][1]["title"], "Index orders concurrently");
    assert_eq!(r["answers"][0]["answer"], "16");
    assert_eq!(r["answers"][0]["round"], 1);
    // The answer is in the consolidator's next prompt.
    let prompt =
        std::fs::read_to_string(p.repo().join(".agent-smith/debate/prompts/round-1-consolidate-answered.md")).unwrap();
    assert!(prompt.contains("You asked: Which Postgres version runs in production?"), "{prompt}");
    assert!(prompt.contains("The user answered: 16"), "{prompt}");
    assert!(!p.repo().join(".agent-smith/debate/paused.json").exists());
}

#[test]
fn without_a_terminal_the_debate_pauses_and_resume_answer_continues_it() {
    let (p, s) = project(&asks(), "");
    let (code, out, err) = run(cmd(&p, &s, ARGS));
    assert_eq!(code, 3, "a paused debate is not a success: {out}{err}");
    assert!(out.contains("Paused: the debate waits for the user's answer (exit status 3)."), "{out}");
    assert!(
        out.contains(
            "consolidator asks (revising after round 1): Which Postgres version runs in production?[2J\n  why it blocks: A concurrent build needs 12 or later."
        ),
        "{out}"
    );
    assert!(out.contains("agentsmith resume --answer"), "{out}");
    assert!(p.repo().join(".agent-smith/debate/round-1.md").is_file(), "the finished round is written");
    assert!(!p.repo().join(".agent-smith/debate/plan-v2.md").exists());

    let (code, out, err) = run(cmd(&p, &s, &["status"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("Status: needs-input (1 round held, plan v1)"), "{out}");
    assert!(out.contains("consolidator asks (revising after round 1): Which Postgres version"), "{out}");
    let (code, out, _) = run(cmd(&p, &s, &["status", "--json"]));
    assert_eq!(code, 0);
    let v: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["status"], "needs-input");
    assert_eq!(v["question"]["by"], "consolidator");

    // Without an answer, resume says how to give one.
    let (code, _, err) = run(cmd(&p, &s, &["resume"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("give --answer"), "{err}");

    // The draft and round 1 are not in the script any more: redoing them would fail.
    let s2 = p.write("script2.yaml", &format!("rules:\n{}", after_answer()));
    let (code, out, err) = run(cmd(&p, &s2, &["resume", "--answer", "16"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("The panel agreed after 2 rounds."), "{out}");
    let r = report(&p);
    assert_eq!(r["rounds"].as_array().unwrap().len(), 2);
    assert_eq!(r["plans"][1]["title"], "Index orders concurrently");
    assert_eq!(r["answers"][0]["question"], "Which Postgres version runs in production?[2J");
    assert_eq!(r["answers"][0]["answer"], "16");
    assert!(r["usage"]["calls"].as_u64().unwrap() >= 8, "spent before the pause is counted: {}", r["usage"]);
    assert!(!p.repo().join(".agent-smith/debate/paused.json").exists());
    let (code, _, err) = run(cmd(&p, &s2, &["resume", "--answer", "16"]));
    assert_ne!(code, 0, "nothing is left to resume: {err}");
}

#[test]
fn answers_yaml_answers_the_consolidator() {
    let (p, s) = project(&asks(), "");
    assert_eq!(run(cmd(&p, &s, ARGS)).0, 3);
    p.write(".agent-smith/answers.yaml", "consolidator: \"16\"\n");
    let (code, out, err) = run(cmd(&p, &s, &["resume"]));
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(report(&p)["answers"][0]["answer"], "16");
    assert!(p.repo().join(".agent-smith/engine/answers-used.yaml").is_file());
}

#[test]
fn an_empty_or_hostile_question_is_the_models_error_not_a_pause() {
    let bad = "{ title: \"\", summary: \"\", steps: [], risks: [], responses: [], ask_user: { question: \"\\x1b[2J\\u202e \", why: \"\" } }";
    let (p, s) = project(&script(&format!("      - json: {bad}\n      - json: {REVISED}\n")), "");
    let (code, out, err) = run(cmd(&p, &s, ARGS));
    assert_eq!(code, 0, "{out}{err}");
    assert!(!out.contains("Paused") && !out.contains("asks"), "{out}");
    assert!(out.starts_with("The panel agreed after 2 rounds."), "{out}");
    assert!(!p.repo().join(".agent-smith/debate/paused.json").exists());
}

#[test]
fn ask_user_off_offers_no_question() {
    // The same answers: with the question off, the question is no plan and is asked again.
    let (p, s) =
        project(&script(&format!("      - json: {QUESTION}\n      - json: {REVISED}\n")), "tools:\n  ask_user: off\n");
    let (code, out, err) = run(cmd(&p, &s, ARGS));
    assert_eq!(code, 0, "{out}{err}");
    assert!(!out.contains("Paused"), "{out}");
    assert!(out.starts_with("The panel agreed after 2 rounds."), "{out}");
    assert!(report(&p).get("answers").is_none());
}

/// The drafter may ask too (the same answer schema as the consolidator's, so the two share the
/// cached prefix): asked on a terminal and drafted again with the answer; the debate goes on.
fn drafter_asks(answered: &str) -> String {
    let mut s = format!(
        "rules:\n  - when: {{ stage: draft, contains: \"{answered}\" }}\n    reply: {{ json: {PLAN} }}\n  - when: {{ stage: draft }}\n    reply: {{ json: {QUESTION} }}\n"
    );
    for r in ["architect", "dba", "tester"] {
        s += &review(r, 1, "AGREE");
    }
    s
}

#[cfg(target_os = "linux")]
#[test]
fn on_a_terminal_the_drafter_asks_and_drafts_with_the_answer() {
    let (p, s) = project(&drafter_asks("The user answered: 16"), "");
    let (code, out, err) = crate::run::on_terminal(&p, &s, ARGS, "16\n");
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("lead asks: Which Postgres version runs in production?"), "{err}");
    assert!(out.starts_with("The panel agreed after 1 round."), "{out}");
    let r = report(&p);
    assert_eq!((r["answers"][0]["round"].as_u64(), r["answers"][0]["answer"].as_str()), (Some(0), Some("16")));
    assert_eq!(r["plans"][0]["title"], "Index orders");
}

#[test]
fn without_a_terminal_the_drafters_question_is_not_asked_and_it_decides() {
    let (p, s) = project(&drafter_asks("not asked: no one can answer now"), "");
    let (code, out, err) = run(cmd(&p, &s, ARGS));
    assert_eq!(code, 0, "the debate does not pause before its first plan: {out}{err}");
    assert!(!out.contains("Paused") && !err.contains("lead asks"), "{out}{err}");
    assert!(out.starts_with("The panel agreed after 1 round."), "{out}");
    let r = report(&p);
    assert_eq!(r["answers"][0]["round"], 0);
    assert!(r["answers"][0]["answer"].as_str().unwrap().starts_with("(not asked"), "{r}");
    assert!(!p.repo().join(".agent-smith/debate/paused.json").exists());
}

/// The drafter's empty or garbled question is its error: it is asked again once, nobody is
/// asked; a plan then goes on, and a second unusable answer fails the debate, saying why.
#[test]
fn an_empty_or_garbled_drafters_question_is_asked_again_not_shown() {
    let empty = "{ title: \"\", summary: \"\", steps: [], risks: [], responses: [], ask_user: { question: \"\\x1b[2J  ?\", why: \"\" } }";
    let garbled = "{ title: \"\", summary: \"\", steps: [], risks: [], responses: [], ask_user: \"yes\" }";
    let script = |first: &str, second: &str| {
        let mut s = format!("rules:\n  - when: {{ stage: draft }}\n    replies:\n      - {first}\n      - {second}\n");
        for r in ["architect", "dba", "tester"] {
            s += &review(r, 1, "AGREE");
        }
        s
    };
    let (p, s) = project(&script(&format!("json: {empty}"), &format!("json: {PLAN}")), "");
    let (code, out, err) = run(cmd(&p, &s, ARGS));
    assert_eq!(code, 0, "{out}{err}");
    assert!(!err.contains("lead asks") && !out.contains("Paused"), "{out}{err}");
    assert!(out.starts_with("The panel agreed after 1 round."), "{out}");
    assert!(report(&p).get("answers").is_none_or(|a| a.as_array().is_some_and(|a| a.is_empty())));

    let (p, s) = project(&script(&format!("json: {garbled}"), "content: \"{ cut\""), "");
    let (code, out, err) = run(cmd(&p, &s, ARGS));
    assert_eq!(code, 1, "{out}{err}");
    assert!(!err.contains("lead asks") && !out.contains("Paused"), "{out}{err}");
    assert!(
        out.starts_with("The debate failed: the drafted plan cannot be reviewed: asked again once, still:"),
        "{out}"
    );
}
