//! Subtasks that depend on others, and the parent's own attempt when all its children fail,
//! through `run` and `status` with the scripted provider.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::{Project, run};

fn project(script: &str) -> (Project, PathBuf) {
    crate::common::scripted_project(script, "")
}

fn cmd(p: &Project, script: &Path, args: &[&str]) -> assert_cmd::Command {
    crate::common::scripted_cmd(p, script, args)
}

fn smith_dir(p: &Project, id: &str) -> PathBuf {
    let mut dir = p.repo().join(".agent-smith/smiths/smith-root");
    for part in id.split('/').skip(1) {
        dir = dir.join("children").join(part);
    }
    dir
}

fn result(p: &Project, id: &str) -> String {
    std::fs::read_to_string(smith_dir(p, id).join("outbox/result.md")).unwrap()
}

fn events(p: &Project) -> Vec<Value> {
    std::fs::read_to_string(p.repo().join(".agent-smith/events.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

/// Where in the event log `event` of `smith` is.
fn at(events: &[Value], event: &str, smith: &str) -> usize {
    events
        .iter()
        .position(|e| e["event"] == event && e["smith"] == smith)
        .unwrap_or_else(|| panic!("no {event} of {smith} in {events:#?}"))
}

/// `n` subtasks; `deps[i]` is what subtask i+1 gives as `depends_on`.
fn subtasks(deps: &[&str]) -> String {
    let list: Vec<String> = deps
        .iter()
        .enumerate()
        .map(|(i, d)| {
            let n = i + 1;
            format!(
                "{{ title: \"Part {n}\", description: \"Do part {n}.\", expected_output: \"part {n}\", depends_on: {d} }}"
            )
        })
        .collect();
    format!("[{}]", list.join(", "))
}

const REST: &str = "  - when: { stage: decide }\n    reply: { json: { action: execute, reasoning: small, subtasks: [] } }\n  - when: { stage: execute }\n    reply: { content: \"Done here.\\n\\nNothing else to report.\" }\n  - when: { stage: aggregate }\n    reply: { content: \"Combined.\\n\\nAll parts done.\" }\n";

#[test]
fn a_dependent_subtask_starts_after_its_prerequisite_with_its_result() {
    // Part 2 needs part 1 (named by its smith); part 3 needs nothing and does not wait.
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: ordered, subtasks: {} }} }}\n  - when: {{ stage: execute, smith: smith-root/smith-001 }}\n    latency_ms: 400\n    reply: {{ content: \"Migration written.\\n\\nThe table orders has a new column.\" }}\n  - when: {{ stage: execute, smith: smith-root/smith-002, contains: \"inbox/prerequisite-smith-001.md\" }}\n    reply: {{ content: \"Code written against the migration.\\n\\nUsed the prerequisite.\" }}\n{REST}",
        subtasks(&["[]", "[\"smith-001\"]", "[]"])
    );
    let (p, s) = project(&script);
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Migration then code"]));
    assert_eq!(code, 0, "{out}{err}");
    let ev = events(&p);
    let first_done = at(&ev, "smith-finished", "smith-root/smith-001");
    assert!(at(&ev, "smith-started", "smith-root/smith-002") > first_done, "the dependant started too early");
    assert!(at(&ev, "smith-started", "smith-root/smith-003") < first_done, "an independent subtask waited");
    // Its inbox holds its prerequisite's result, and its prompt pointed there.
    let handed =
        std::fs::read_to_string(smith_dir(&p, "smith-root/smith-002").join("inbox/prerequisite-smith-001.md")).unwrap();
    assert_eq!(handed, result(&p, "smith-root/smith-001"));
    assert!(handed.contains("Migration written."), "{handed}");
    let second = result(&p, "smith-root/smith-002");
    assert!(second.contains("status: completed") && second.contains("Code written against the migration."), "{second}");
    let task = std::fs::read_to_string(smith_dir(&p, "smith-root/smith-002").join("inbox/task-smith-002.md")).unwrap();
    assert!(
        task.contains("smith-root/smith-001 \"Part 1\" (inbox/prerequisite-smith-001.md): In words only (no tool was used): Migration written."),
        "{task}"
    );
    let decision: Value = serde_json::from_str(
        &std::fs::read_to_string(p.repo().join(".agent-smith/engine/smith-root/decision.json")).unwrap(),
    )
    .unwrap();
    assert_eq!(decision["depends_on"], serde_json::json!([[], [1], []]));
}

#[test]
fn a_cycle_is_refused_and_asked_again() {
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root, contains: \"form a cycle\" }}\n    reply: {{ json: {{ action: decompose, reasoning: fixed, subtasks: {} }} }}\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: circular, subtasks: {} }} }}\n{REST}",
        subtasks(&["[]", "[1]"]),
        subtasks(&["[2]", "[1]"])
    );
    let (p, s) = project(&script);
    let record = p.dir.path().join("calls.jsonl");
    let mut c = cmd(&p, &s, &["run", "--no-debate", "Circular", "--record"]);
    c.arg(&record);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    let calls: Vec<Value> =
        std::fs::read_to_string(&record).unwrap().lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let root_decides =
        calls.iter().filter(|c| c["meta"]["stage"] == "decide" && c["meta"]["smith"] == "smith-root").count();
    assert_eq!(root_decides, 2, "the cycle was asked again once");
    let ev = events(&p);
    assert!(at(&ev, "smith-started", "smith-root/smith-002") > at(&ev, "smith-finished", "smith-root/smith-001"));
    // Forward and unknown references are refused the same way (the engine's own tests cover
    // their messages); a second bad answer means the smith does the task itself.
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: forward, subtasks: {} }} }}\n  - when: {{ stage: execute, smith: smith-root }}\n    reply: {{ content: \"Did it all.\\n\\nIn one go.\" }}\n{REST}",
        subtasks(&["[2]", "[]"])
    );
    let (p, s) = project(&script);
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Forward"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(result(&p, "smith-root").contains("Did it all."));
    let limits: Vec<String> = events(&p)
        .iter()
        .filter(|e| e["event"] == "limit-enforced")
        .map(|e| e["detail"].as_str().unwrap().to_string())
        .collect();
    assert!(limits.iter().any(|d| d.contains("depends on subtask 2, which comes after it")), "{limits:?}");
}

#[test]
fn a_failed_prerequisite_skips_its_dependants() {
    // 2 needs 1, 3 needs 2; 1 fails; 4 is independent and completes.
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: chain, subtasks: {} }} }}\n  - when: {{ stage: execute, smith: smith-root/smith-001 }}\n    reply: {{ error: 500 }}\n{REST}",
        subtasks(&["[]", "[1]", "[\"Part 2\"]", "[]"])
    );
    let (p, s) = project(&script);
    let record = p.dir.path().join("calls.jsonl");
    let mut c = cmd(&p, &s, &["run", "--no-debate", "Chain", "--record"]);
    c.arg(&record);
    let (code, out, err) = run(c);
    assert_eq!(code, 1, "{out}{err}");
    let second = result(&p, "smith-root/smith-002");
    assert!(second.contains("status: skipped"), "{second}");
    assert!(
        second.contains("it depends on smith-root/smith-001 (failed, \"Part 1\"), which did not complete"),
        "{second}"
    );
    let third = result(&p, "smith-root/smith-003");
    assert!(third.contains("status: skipped") && third.contains("smith-root/smith-002 (skipped"), "{third}");
    assert!(result(&p, "smith-root/smith-004").contains("status: completed"));
    let root = result(&p, "smith-root");
    assert!(root.contains("status: partial"), "{root}");
    assert!(root.contains("- smith-root/smith-002: skipped — Part 2"), "{root}");
    assert!(root.contains("3 of 4 subtasks did not complete"), "{root}");
    // The skipped smiths asked the model nothing.
    let asked: Vec<String> = std::fs::read_to_string(&record)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["meta"]["smith"].as_str().unwrap_or("").to_string())
        .collect();
    assert!(asked.iter().all(|s| s != "smith-root/smith-002" && s != "smith-root/smith-003"), "{asked:?}");
    let (code, out, _) = run(cmd(&p, &s, &["status", "--json"]));
    assert_eq!(code, 0);
    let t: Value = serde_json::from_str(&out).unwrap();
    assert_eq!(t["tree"]["children"][2]["status"], "skipped");
}

#[test]
fn when_all_children_fail_the_parent_does_the_task_itself() {
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: two, subtasks: {} }} }}\n  - when: {{ stage: execute, smith: smith-root }}\n    reply: {{ content: \"Did it myself.\\n\\nBoth parts, in one go.\" }}\n  - when: {{ stage: execute }}\n    reply: {{ error: 500 }}\n{REST}",
        subtasks(&["[]", "[]"])
    );
    let (p, s) = project(&script);
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Both fail"]));
    assert_eq!(code, 0, "{out}{err}");
    let root = result(&p, "smith-root");
    assert!(root.contains("status: completed") && root.contains("Did it myself."), "{root}");
    assert!(
        root.contains(
            "All 2 subtasks failed; this smith did the task itself. Completed in words only: no tool was used"
        ),
        "{root}"
    );
    assert!(root.contains("- smith-root/smith-001: failed — Part 1"), "{root}");
    let record: Value = serde_json::from_str(
        &std::fs::read_to_string(p.repo().join(".agent-smith/engine/smith-root/fallback.json")).unwrap(),
    )
    .unwrap();
    assert!(record["reason"].as_str().unwrap().contains("all 2 subtasks failed"), "{record}");
    assert!(events(&p).iter().any(|e| e["event"] == "limit-enforced" && e["limit"] == "fallback"));
}

/// The smiths the model was asked for, in order, from a `--record` file.
fn asked(record: &Path) -> Vec<(String, String)> {
    std::fs::read_to_string(record)
        .unwrap()
        .lines()
        .map(|l| {
            let v: Value = serde_json::from_str(l).unwrap();
            (
                v["meta"]["smith"].as_str().unwrap_or("").to_string(),
                v["meta"]["stage"].as_str().unwrap_or("").to_string(),
            )
        })
        .collect()
}

#[test]
fn on_failure_retry_gives_a_failed_subtask_one_more_attempt() {
    // The gateway retries once itself: two errors fail the first attempt, the third answer is good.
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: two, subtasks: {} }} }}\n  - when: {{ stage: execute, smith: smith-root/smith-002 }}\n    replies:\n      - error: 500\n      - error: 500\n      - content: \"Second time lucky.\\n\\nIt worked.\"\n{REST}",
        subtasks(&["[]", "[]"])
    );
    let (p, s) = project(&script);
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Flaky", "--on-failure", "retry"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(result(&p, "smith-root/smith-002").contains("Second time lucky."));
    assert!(result(&p, "smith-root").contains("status: completed"));
    assert!(events(&p).iter().any(|e| e["event"] == "limit-enforced"
        && e["limit"] == "on-failure"
        && e["detail"].as_str().unwrap().contains("smith-root/smith-002 failed; one more attempt")));
    // Without it (skip, the default) the failure stands.
    let (p, s) = project(&script);
    let (code, _, _) = run(cmd(&p, &s, &["run", "--no-debate", "Flaky"]));
    assert_eq!(code, 1);
    assert!(result(&p, "smith-root/smith-002").contains("status: failed"));
    let (code, _, err) = run(cmd(&p, &s, &["run", "--no-debate", "Flaky", "--fresh", "--on-failure", "later"]));
    assert_eq!(code, 2, "{err}");
}

#[test]
fn on_failure_stop_starts_no_smith_after_a_failure() {
    // 1 fails at once; 2 is at work then and finishes; 3 waits for 2 and is never started.
    // 2's latency is long beside 1's failure even on a loaded machine (1 failing after 2 ended
    // would start 3).
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: three, subtasks: {} }} }}\n  - when: {{ stage: execute, smith: smith-root/smith-001 }}\n    reply: {{ error: 500 }}\n  - when: {{ stage: execute, smith: smith-root/smith-002 }}\n    latency_ms: 3000\n    reply: {{ content: \"Slow part done.\\n\\nFinally.\" }}\n{REST}",
        subtasks(&["[]", "[]", "[2]"])
    );
    let (p, s) = project(&script);
    let record = p.dir.path().join("calls.jsonl");
    let mut c = cmd(&p, &s, &["run", "--no-debate", "Stop early", "--on-failure", "stop", "--record"]);
    c.arg(&record);
    let (code, out, err) = run(c);
    assert_eq!(code, 1, "{out}{err}");
    assert!(result(&p, "smith-root/smith-002").contains("status: completed"));
    let third = result(&p, "smith-root/smith-003");
    assert!(
        third.contains("status: skipped")
            && third.contains("Skipped: the tree stopped: smith-root/smith-001 failed (on_failure: stop)."),
        "{third}"
    );
    let root = result(&p, "smith-root");
    assert!(root.contains("The tree stopped: smith-root/smith-001 failed"), "{root}");
    let calls = asked(&record);
    assert!(!calls.iter().any(|(s, _)| s == "smith-root/smith-003"), "{calls:?}");
    assert!(!calls.iter().any(|(_, stage)| stage == "aggregate"), "{calls:?}");
}

#[test]
fn a_leaf_at_its_turn_limit_writes_a_checkpoint_and_resume_continues_from_it() {
    let first = "rules:\n  - when: { stage: decide }\n    reply: { json: { action: execute, reasoning: small, subtasks: [] } }\n  - when: { stage: execute }\n    replies:\n      - content: \"Step one: writing a.\"\n        tool_calls: [{ name: write_file, arguments: { path: private/a.md, content: a } }]\n      - content: \"Step two: writing b.\"\n        tool_calls: [{ name: write_file, arguments: { path: private/b.md, content: b } }]\n  - when: { stage: checkpoint }\n    reply: { content: \"## Done\\n- a.md and b.md written\\n\\n## Left\\n- write c.md\" }\n";
    let (p, s) = project(first);
    p.write(
        ".agentsmith/config.yaml",
        "limits:\n  max_turns: 2\nnetwork:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n",
    );
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Write three files"]));
    assert_eq!(code, 1, "{out}{err}");
    let root = result(&p, "smith-root");
    assert!(root.contains("status: partial") && root.contains("`agentsmith resume` continues from it"), "{root}");
    let checkpoint = std::fs::read_to_string(smith_dir(&p, "smith-root").join("private/CHECKPOINT.md")).unwrap();
    assert_eq!(
        checkpoint,
        "# Checkpoint of smith-root after 2 turns\n\n## Done\n- a.md and b.md written\n\n## Left\n- write c.md\n"
    );
    // Resumed, the leaf goes on from its conversation: one more turn, not the first two again.
    let second = "rules:\n  - when: { stage: execute, contains: \"Step one: writing a.\" }\n    reply: { content: \"Continued: c.md written.\\n\\nAll three files exist.\" }\n  - when: { stage: execute }\n    reply: { content: \"Started over.\\n\\nFrom scratch.\" }\n";
    std::fs::write(&s, second).unwrap();
    let record = p.dir.path().join("resume.jsonl");
    let mut c = cmd(&p, &s, &["resume", "--record"]);
    c.arg(&record);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    let root = result(&p, "smith-root");
    assert!(root.contains("status: completed") && root.contains("Continued: c.md written."), "{root}");
    assert_eq!(asked(&record), [("smith-root".to_string(), "execute".to_string())]);
    assert!(
        !p.repo().join(".agent-smith/engine/smith-root/checkpoint.json").exists(),
        "a finished checkpoint is spent"
    );
}

#[test]
fn a_checkpoint_the_model_leaves_empty_is_written_by_the_engine_and_a_broken_one_starts_over() {
    let script = "rules:\n  - when: { stage: decide }\n    reply: { json: { action: execute, reasoning: small, subtasks: [] } }\n  - when: { stage: execute }\n    reply:\n      tool_calls: [{ name: write_file, arguments: { path: private/a.md, content: a } }]\n  - when: { stage: checkpoint }\n    reply: { content: \"   \" }\n";
    let (p, s) = project(script);
    p.write(
        ".agentsmith/config.yaml",
        "limits:\n  max_turns: 1\nnetwork:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n",
    );
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Never done"]));
    assert_eq!(code, 1, "{out}{err}");
    let checkpoint = std::fs::read_to_string(smith_dir(&p, "smith-root").join("private/CHECKPOINT.md")).unwrap();
    assert!(
        checkpoint.contains("(The model wrote no checkpoint; the tool calls it made:)\n- write_file")
            && checkpoint.contains("## Left"),
        "{checkpoint}"
    );
    let state = p.repo().join(".agent-smith/engine/smith-root/checkpoint.json");
    std::fs::write(&state, "{ not json").unwrap();
    std::fs::write(
        &s,
        "rules:\n  - when: { stage: execute }\n    reply: { content: \"Started over.\\n\\nFrom scratch.\" }\n",
    )
    .unwrap();
    let (code, out, err) = run(cmd(&p, &s, &["resume"]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(result(&p, "smith-root").contains("Started over."));
    assert!(events(&p).iter().any(|e| e["limit"] == "checkpoint"
        && e["detail"].as_str().unwrap().contains("is unreadable")
        && e["detail"].as_str().unwrap().contains("smith-root starts over")));
}
