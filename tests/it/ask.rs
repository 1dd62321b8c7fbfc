//! `ask_user`: a smith's question answered on a terminal, or the run paused (`needs-input`,
//! exit status 3) and resumed with the answer; `tools.ask_user: off`.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::{Project, run};

fn project(script: &str, config: &str) -> (Project, PathBuf) {
    crate::common::scripted_project(script, config)
}

fn cmd(p: &Project, script: &Path, args: &[&str]) -> assert_cmd::Command {
    crate::common::scripted_cmd(p, script, args)
}

fn result(p: &Project, rel: &str) -> String {
    std::fs::read_to_string(p.repo().join(".agent-smith/smiths/smith-root").join(rel).join("outbox/result.md")).unwrap()
}

/// The root splits in two; smith-001 asks which colour (with an escape sequence the terminal
/// must not get), and paints once answered; smith-002 writes docs.
const SCRIPT: &str = "rules:
  - when: { stage: decide, smith: smith-root }
    reply: { json: { action: decompose, reasoning: two, subtasks: [{ title: Paint the door, description: Paint it. }, { title: Docs, description: Write them. }] } }
  - when: { stage: decide }
    reply: { json: { action: execute, reasoning: small, subtasks: [] } }
  - when: { stage: execute, smith: smith-root/smith-001, contains: \"The user answered: blue\" }
    reply: { content: \"Painted the door blue.\\n\\nThe colour the user chose.\" }
  - when: { stage: execute, smith: smith-root/smith-001 }
    reply:
      tool_calls: [{ name: ask_user, arguments: { question: \"Which colour?\\x1b[31m\", why: \"Only the owner knows.\" } }]
  - when: { stage: execute }
    reply: { content: \"Docs written.\\n\\nREADME updated.\" }
  - when: { stage: aggregate }
    reply: { content: \"Door painted and docs written.\\n\\nBoth parts done.\" }
";

#[cfg(target_os = "linux")]
#[test]
fn a_question_on_a_terminal_is_asked_and_the_run_goes_on_with_the_answer() {
    let (p, s) = project(SCRIPT, "");
    let (code, out, err) = crate::run::on_terminal(&p, &s, &["run", "--no-debate", "Paint the door"], "blue\n");
    assert_eq!(code, 0, "{out}{err}");
    assert!(
        err.contains("smith-root/smith-001 asks: Which colour?[31m\n(why it blocks: Only the owner knows.)\nAnswer: "),
        "{err}"
    );
    assert!(!err.contains('\u{1b}'), "no escape sequence of the model reaches the terminal: {err:?}");
    assert!(out.contains(": completed."), "{out}");
    let leaf = result(&p, "children/smith-001");
    assert!(leaf.contains("status: completed") && leaf.contains("Painted the door blue."), "{leaf}");
}

#[test]
fn without_a_terminal_the_smith_pauses_and_resume_answer_continues_it() {
    let (p, s) = project(SCRIPT, "");
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Paint the door"]));
    assert_eq!(code, 3, "a paused run is not a success: {out}{err}");
    assert!(out.contains("Paused: the run waits for the user's answer (exit status 3)."), "{out}");
    assert!(
        out.contains("smith-root/smith-001 asks: Which colour?[31m\n  why it blocks: Only the owner knows."),
        "{out}"
    );
    assert!(out.contains("agentsmith resume --answer"), "{out}");
    let leaf = result(&p, "children/smith-001");
    assert!(
        leaf.contains("status: needs-input") && leaf.contains("Waiting for the user's answer to: Which colour?"),
        "{leaf}"
    );
    // The parent waits: paused, not failed; its sibling finished.
    let root = result(&p, "");
    assert!(root.contains("status: needs-input") && root.contains("smith-root/smith-001 wait"), "{root}");
    assert!(result(&p, "children/smith-002").contains("status: completed"));
    let run_json: Value =
        serde_json::from_str(&std::fs::read_to_string(p.repo().join(".agent-smith/run.json")).unwrap()).unwrap();
    assert_eq!(run_json["status"], "needs-input");

    let (code, out, err) = run(cmd(&p, &s, &["status"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("smith-001 [level 1] needs-input"), "{out}");
    assert!(out.contains("asks: Which colour?[31m") && out.contains("why it blocks: Only the owner knows."), "{out}");
    assert!(!out.contains('\u{1b}'), "{out:?}");

    // Resumed with the answer: the leaf goes on from its question, the rest is not redone.
    let record = p.dir.path().join("resume.jsonl");
    let mut c = cmd(&p, &s, &["resume", "--answer", "blue", "--record"]);
    c.arg(&record);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains(": completed."), "{out}");
    let leaf = result(&p, "children/smith-001");
    assert!(leaf.contains("status: completed") && leaf.contains("Painted the door blue."), "{leaf}");
    // Its asking before the pause was a tool call: it did not complete in words only.
    assert!(!leaf.contains("In words only"), "{leaf}");
    let asked: Vec<(String, String)> = std::fs::read_to_string(&record)
        .unwrap()
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            (v["meta"]["smith"].as_str().unwrap_or("").into(), v["meta"]["stage"].as_str().unwrap_or("").into())
        })
        .collect();
    let s = |a: &str, b: &str| (a.to_string(), b.to_string());
    assert_eq!(asked, [s("smith-root/smith-001", "execute"), s("smith-root", "aggregate")]);
    assert!(!p.repo().join(".agent-smith/engine/smith-root.smith-001/checkpoint.json").exists());
}

#[test]
fn answers_yaml_answers_a_paused_smith_and_a_wrong_answer_use_is_refused() {
    let (p, s) = project(SCRIPT, "");
    assert_eq!(run(cmd(&p, &s, &["run", "--no-debate", "Paint the door"])).0, 3);
    p.write(".agent-smith/answers.yaml", "smith-root/smith-002: green\n");
    let (code, _, err) = run(cmd(&p, &s, &["resume"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("smith-root/smith-002 asks no question") && err.contains("smith-root/smith-001"), "{err}");
    p.write(".agent-smith/answers.yaml", "smith-root/smith-001: blue\n");
    let (code, out, err) = run(cmd(&p, &s, &["resume"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(result(&p, "children/smith-001").contains("Painted the door blue."));
    assert!(!p.repo().join(".agent-smith/answers.yaml").exists(), "answers are read once");
    // Nothing waits any more.
    let (code, _, err) = run(cmd(&p, &s, &["resume", "--answer", "x"]));
    assert_eq!(code, 2, "{err}");
}

#[test]
fn ask_user_off_offers_no_tool_and_a_call_is_an_error_for_the_model() {
    let script = "rules:
  - when: { stage: decide }
    reply: { json: { action: execute, reasoning: small, subtasks: [] } }
  - when: { stage: execute, contains: \"no tool `ask_user`\" }
    reply: { content: \"Chose red myself.\\n\\nNo one to ask.\" }
  - when: { stage: execute }
    reply:
      tool_calls: [{ name: ask_user, arguments: { question: Which colour?, why: Only the owner knows. } }]
";
    let (p, s) = project(script, "tools:\n  ask_user: off\n");
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Paint the door"]));
    assert_eq!(code, 0, "{out}{err}");
    let root = result(&p, "");
    assert!(root.contains("status: completed") && root.contains("Chose red myself."), "{root}");
    let events = std::fs::read_to_string(p.repo().join(".agent-smith/events.jsonl")).unwrap();
    let used: Vec<Value> = events
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap())
        .filter(|e| e["event"] == "tool-used" && e["tool"] == "ask_user")
        .collect();
    assert_eq!(used.len(), 1, "{events}");
    assert_eq!(used[0]["ok"], false);
    assert!(!events.contains("needs-input"), "{events}");
}

/// An empty question (or one of blanks and control characters only) is the model's error: it is
/// told so, nothing pauses, and a model that garbles the arguments is told so too.
#[test]
fn an_empty_or_garbled_question_is_the_model_s_error_and_nothing_pauses() {
    for args in ["{ question: \"  \\x07 \", why: x }", "{ why: no question at all }", "\"not an object\""] {
        let script = format!(
            "rules:
  - when: {{ stage: decide }}
    reply: {{ json: {{ action: execute, reasoning: small, subtasks: [] }} }}
  - when: {{ stage: execute, contains: \"question\" }}
    reply: {{ content: \"Chose red myself.\\n\\nThe question was refused.\" }}
  - when: {{ stage: execute }}
    reply:
      tool_calls: [{{ name: ask_user, arguments: {args} }}]
"
        );
        let (p, s) = project(&script, "");
        let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Paint the door"]));
        assert_eq!(code, 0, "{args}: {out}{err}");
        let root = result(&p, "");
        assert!(root.contains("status: completed") && root.contains("Chose red myself."), "{args}: {root}");
        let events = std::fs::read_to_string(p.repo().join(".agent-smith/events.jsonl")).unwrap();
        assert!(!events.contains("needs-input"), "{args}: {events}");
        let refused = events
            .lines()
            .map(|l| serde_json::from_str::<Value>(l).unwrap())
            .any(|e| e["event"] == "tool-used" && e["tool"] == "ask_user" && e["ok"] == false);
        assert!(refused, "{args}: the question was never asked: {events}");
    }
}
