//! The smith executor through `run`, `status` and `resume`, with the scripted provider.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::{Project, run};

fn project(script: &str) -> (Project, PathBuf) {
    crate::common::scripted_project(script, "")
}

fn cmd(p: &Project, script: &Path, args: &[&str]) -> assert_cmd::Command {
    crate::common::scripted_cmd(p, script, args)
}

fn smiths(p: &Project) -> PathBuf {
    p.repo().join(".agent-smith/smiths")
}

fn events(p: &Project) -> Vec<Value> {
    std::fs::read_to_string(p.repo().join(".agent-smith/events.jsonl"))
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn tree(p: &Project, script: &Path) -> Value {
    let (code, out, err) = run(cmd(p, script, &["status", "--json"]));
    assert_eq!(code, 0, "{err}");
    serde_json::from_str(&out).unwrap()
}

const EXECUTE: &str = "  - when: { stage: decide }\n    reply: { json: { action: execute, reasoning: small, subtasks: [] } }\n  - when: { stage: execute }\n    reply: { content: \"Done here.\\n\\nNothing else to report.\" }\n  - when: { stage: aggregate }\n    reply: { content: \"Combined.\\n\\nAll parts done.\" }\n";

fn subtasks(n: usize) -> String {
    let list: Vec<String> = (1..=n)
        .map(|i| format!("{{ title: \"Part {i}\", description: \"Do part {i}.\", expected_output: \"part {i}\" }}"))
        .collect();
    format!("[{}]", list.join(", "))
}

/// A smith's word is no evidence: one that read a file completes as it says; one that used no
/// tool, or only called a tool that does not exist, completes in words only, and says so.
#[test]
fn a_leaf_that_used_no_real_tool_completes_in_words_only() {
    let answer = "    - content: \"Docs written and checked.\\n\\nAll done.\"\n";
    for (first, words_only) in [
        ("    - tool_calls: [{ name: read_file, arguments: { path: README.md } }]\n", false),
        ("    - tool_calls: [{ name: write_docs, arguments: { path: README.md } }]\n", true),
    ] {
        let script = format!(
            "rules:\n  - when: {{ stage: decide }}\n    reply: {{ json: {{ action: execute, reasoning: small, subtasks: [] }} }}\n  - when: {{ stage: execute }}\n    replies:\n{first}{answer}"
        );
        let (p, s) = project(&script);
        let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Write the docs"]));
        assert_eq!(code, 0, "{out}{err}");
        let result = std::fs::read_to_string(smiths(&p).join("smith-root/outbox/result.md")).unwrap();
        let said = "## Summary\n\nIn words only (no tool was used): Docs written and checked.";
        assert_eq!(result.contains(said), words_only, "{first}\n{result}");
        assert!(result.contains("status: completed") && result.contains("Docs written and checked."), "{result}");
    }
}

#[test]
fn a_task_executed_directly_at_the_root() {
    let (p, s) = project(&format!("rules:\n{EXECUTE}"));
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Say hello"]));
    assert_eq!(code, 0, "{out}{err}");
    let result = std::fs::read_to_string(smiths(&p).join("smith-root/outbox/result.md")).unwrap();
    assert!(
        result.contains("status: completed")
            && result.contains("## Summary\n\nIn words only (no tool was used): Done here."),
        "{result}"
    );
    assert!(result.contains("None: this smith did the task itself."));
    assert_eq!(std::fs::read_to_string(p.repo().join(".agent-smith/results/final.md")).unwrap(), result);
    assert_eq!(std::fs::read_dir(smiths(&p).join("smith-root/children")).unwrap().count(), 0);
    let run_json: Value =
        serde_json::from_str(&std::fs::read_to_string(p.repo().join(".agent-smith/run.json")).unwrap()).unwrap();
    assert_eq!(run_json["status"], "completed");
}

#[test]
fn three_children_one_of_which_decomposes_again() {
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: parts, subtasks: {} }} }}\n  - when: {{ stage: decide, smith: smith-root/smith-002 }}\n    reply: {{ json: {{ action: decompose, reasoning: parts, subtasks: {} }} }}\n{EXECUTE}",
        subtasks(3),
        subtasks(2)
    );
    let (p, s) = project(&script);
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Build it"]));
    assert_eq!(code, 0, "{out}{err}");
    let t = tree(&p, &s);
    let children = t["tree"]["children"].as_array().unwrap();
    assert_eq!(children.len(), 3);
    assert_eq!(children[1]["id"], "smith-root/smith-002");
    assert_eq!(children[1]["children"].as_array().unwrap().len(), 2);
    assert_eq!((t["tree"]["level"].as_u64(), children[1]["level"].as_u64()), (Some(0), Some(1)), "the root is level 0");
    assert_eq!(children[1]["children"][0]["level"], 2);
    let root = std::fs::read_to_string(smiths(&p).join("smith-root/outbox/result.md")).unwrap();
    for c in [
        "smith-root/smith-001: completed — Part 1",
        "smith-root/smith-002: completed — Part 2",
        "smith-root/smith-003: completed — Part 3",
    ] {
        assert!(root.contains(c), "{c} missing:\n{root}");
    }
    assert!(err.contains("splits into 3 subtasks"), "{err}");
}

#[test]
fn limits_are_enforced_whatever_the_model_says() {
    // Seven children, twice; down to level 3, whose smith asks to decompose too.
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: many, subtasks: {} }} }}\n  - when: {{ stage: decide, smith: smith-root/smith-001 }}\n    reply: {{ json: {{ action: decompose, reasoning: more, subtasks: {} }} }}\n  - when: {{ stage: decide, smith: smith-root/smith-001/smith-001 }}\n    reply: {{ json: {{ action: decompose, reasoning: deeper, subtasks: {} }} }}\n  - when: {{ stage: decide, smith: smith-root/smith-001/smith-001/smith-001 }}\n    reply: {{ json: {{ action: decompose, reasoning: deepest, subtasks: {} }} }}\n{EXECUTE}",
        subtasks(7),
        subtasks(2),
        subtasks(2),
        subtasks(2)
    );
    let (p, s) = project(&script);
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Too much"]));
    assert_eq!(code, 0, "{out}{err}");
    let t = tree(&p, &s);
    let top = t["tree"]["children"].as_array().unwrap();
    assert_eq!(top.len(), 5, "five subtasks");
    assert_eq!(top[4]["title"], "Part 5 (and 2 more)", "the surplus is folded into the last, never dropped");
    let inbox =
        std::fs::read_to_string(smiths(&p).join("smith-root/children/smith-005/inbox/task-smith-005.md")).unwrap();
    assert!(inbox.contains("Part 6: Do part 6.") && inbox.contains("Part 7: Do part 7."), "{inbox}");
    let root = std::fs::read_to_string(smiths(&p).join("smith-root/outbox/result.md")).unwrap();
    assert!(
        root.contains("Completed: every subtask completed. Note: the split gave 7 subtasks, more than the limit of 5: Part 6; Part 7 folded into subtask 5"),
        "the result says so: {root}"
    );
    // Four tiers: levels 0 to 3, and the level-3 smith's split refused.
    let deep = &top[0]["children"][0]["children"][0];
    assert_eq!(
        (deep["id"].as_str(), deep["level"].as_u64()),
        (Some("smith-root/smith-001/smith-001/smith-001"), Some(3))
    );
    assert_eq!(deep["children"].as_array().unwrap().len(), 0, "no fifth tier");
    let limits: Vec<(String, String)> = events(&p)
        .iter()
        .filter(|e| e["event"] == "limit-enforced")
        .map(|e| (e["limit"].as_str().unwrap().to_string(), e["detail"].as_str().unwrap().to_string()))
        .collect();
    assert!(limits.iter().any(|(l, d)| l == "breadth" && d.contains("Part 6; Part 7 folded")), "{limits:?}");
    assert!(limits.iter().any(|(l, d)| l == "depth" && d.contains("refused at level 3")), "{limits:?}");
    let md = std::fs::read_to_string(
        smiths(&p).join("smith-root/children/smith-001/children/smith-001/children/smith-001/smith.md"),
    )
    .unwrap();
    assert!(md.contains("level: 3"), "{md}");
    // Lower limits may be configured: --max-depth 0 is the root alone.
    let (p, s) = project(&script);
    let (code, _, _) = run(cmd(&p, &s, &["run", "--no-debate", "Too much", "--max-depth", "0"]));
    assert_eq!(code, 0);
    assert_eq!(tree(&p, &s)["tree"]["children"].as_array().unwrap().len(), 0);
    let (code, _, err) = run(cmd(&p, &s, &["run", "--no-debate", "x", "--max-children", "6", "--fresh"]));
    assert_eq!(code, 2, "{err}");
}

#[test]
fn every_isolation_escape_is_refused_and_logged() {
    let outside = tempfile::tempdir().unwrap();
    std::fs::write(outside.path().join("secret.txt"), "top secret").unwrap();
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: two, subtasks: {} }} }}\n  - when: {{ stage: execute, smith: smith-root/smith-002 }}\n    replies:\n      - tool_calls: [{{ name: read_file, arguments: {{ path: \"../../etc/passwd\" }} }}, {{ name: read_file, arguments: {{ path: \"/etc/passwd\" }} }}, {{ name: read_file, arguments: {{ path: \"outside-link/secret.txt\" }} }}, {{ name: read_file, arguments: {{ path: \".agent-smith/smiths/smith-root/children/smith-001/outbox/result.md\" }} }}, {{ name: write_file, arguments: {{ path: \".agent-smith/smiths/smith-root/children/smith-001/private/x.md\", content: x }} }}, {{ name: write_file, arguments: {{ path: \"README.md\", content: x }} }}, {{ name: write_file, arguments: {{ path: \"private/ok.md\", content: fine }} }}]\n      - content: \"Tried.\\n\\nSome were refused.\"\n{EXECUTE}",
        subtasks(2)
    );
    let (p, s) = project(&script);
    std::os::unix::fs::symlink(outside.path(), p.repo().join("outside-link")).unwrap();
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Escape"]));
    assert_eq!(code, 0, "{out}{err}");
    let kinds: Vec<String> = events(&p)
        .iter()
        .filter(|e| e["event"] == "refused")
        .map(|e| e["refusal"]["kind"].as_str().unwrap().to_string())
        .collect();
    assert_eq!(kinds, ["escapes", "absolute", "symlink-out", "other-smith", "read-only", "read-only"], "{kinds:?}");
    assert!(smiths(&p).join("smith-root/children/smith-002/private/ok.md").is_file());
    assert!(!smiths(&p).join("smith-root/children/smith-001/private/x.md").exists());
    assert_eq!(std::fs::read_to_string(p.repo().join("README.md")).unwrap(), "# demo\n");
}

#[test]
fn a_failing_child_leaves_the_parent_partial_and_named() {
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: two, subtasks: {} }} }}\n  - when: {{ stage: execute, smith: smith-root/smith-002 }}\n    reply: {{ error: 500 }}\n{EXECUTE}",
        subtasks(2)
    );
    let (p, s) = project(&script);
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Half works"]));
    assert_eq!(code, 1, "{out}{err}");
    let child = std::fs::read_to_string(smiths(&p).join("smith-root/children/smith-002/outbox/result.md")).unwrap();
    assert!(child.contains("status: failed") && child.contains("answered 500"), "{child}");
    let root = std::fs::read_to_string(smiths(&p).join("smith-root/outbox/result.md")).unwrap();
    assert!(root.contains("status: partial"), "{root}");
    assert!(
        root.contains("- smith-root/smith-001: completed — Part 1")
            && root.contains("- smith-root/smith-002: failed — Part 2"),
        "{root}"
    );
    assert!(root.contains("1 of 2 subtasks did not complete: smith-root/smith-002 (failed)"), "{root}");
    // The terminal says what did not complete in the engine's words, not the root's summary
    // (its model's words, whatever they claim).
    assert!(
        out.contains(": partial.\n\npartial: 1 of 2 subtasks did not complete: smith-root/smith-002 (failed)"),
        "{out}"
    );
}

#[test]
fn a_killed_run_resumes_without_redoing_completed_smiths() {
    let fast_slow = |slow_ms: u64| {
        format!(
            "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: three, subtasks: {} }} }}\n  - when: {{ stage: execute, smith: smith-root/smith-003 }}\n    latency_ms: {slow_ms}\n    reply: {{ content: \"Slow part done.\\n\\nFinally.\" }}\n{EXECUTE}",
            subtasks(3)
        )
    };
    let (p, s) = project(&fast_slow(60_000));
    let first = p.dir.path().join("first.jsonl");
    let mut c = std::process::Command::new(assert_cmd::cargo::cargo_bin("agentsmith"));
    c.env_clear()
        .env("HOME", p.home())
        .env("AGENTSMITH_PROVIDER", "scripted")
        .env("AGENTSMITH_SCRIPT", &s)
        .arg("--repo")
        .arg(p.repo())
        .args(["-q", "run", "--no-debate", "Three parts", "--record"])
        .arg(&first)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null());
    let mut child = c.spawn().unwrap();
    let done = |n: usize| smiths(&p).join(format!("smith-root/children/smith-00{n}/outbox/result.md"));
    let t = std::time::Instant::now();
    while !(done(1).is_file() && done(2).is_file()) {
        assert!(t.elapsed() < std::time::Duration::from_secs(30), "the fast smiths never finished");
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    child.kill().unwrap();
    let _ = child.wait();
    assert!(!done(3).exists());
    // A new run over the unfinished one refuses and points to resume.
    let (code, _, err) = run(cmd(&p, &s, &["run", "--no-debate", "Another"]));
    assert_eq!(code, 2);
    assert!(err.contains("agentsmith resume") && err.contains("--fresh"), "{err}");

    let before: Vec<String> = [1, 2].iter().map(|n| std::fs::read_to_string(done(*n)).unwrap()).collect();
    std::fs::write(&s, fast_slow(1)).unwrap();
    let second = p.dir.path().join("second.jsonl");
    let mut c = cmd(&p, &s, &["resume", "--record"]);
    c.arg(&second);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    let asked: Vec<String> = std::fs::read_to_string(&second)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str::<Value>(l).unwrap()["meta"]["smith"].as_str().unwrap_or("").to_string())
        .collect();
    assert!(
        asked.iter().all(|s| s != "smith-root/smith-001" && s != "smith-root/smith-002"),
        "completed smiths ran again: {asked:?}"
    );
    assert!(asked.iter().any(|s| s == "smith-root/smith-003"), "{asked:?}");
    for (n, text) in [1, 2].iter().zip(&before) {
        assert_eq!(&std::fs::read_to_string(done(*n)).unwrap(), text, "a completed result was rewritten");
    }
    assert!(done(3).is_file());
    // --fresh archives the finished tree.
    let (code, _, err) = run(cmd(&p, &s, &["run", "--no-debate", "Again", "--fresh"]));
    assert_eq!(code, 0, "{err}");
    assert_eq!(std::fs::read_dir(p.repo().join(".agent-smith/archive")).unwrap().count(), 1);
}

#[test]
fn workspace_layout_and_formats() {
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: two, subtasks: {} }} }}\n{EXECUTE}",
        subtasks(2)
    );
    let (p, s) = project(&script);
    let (code, _, err) = run(cmd(&p, &s, &["run", "--no-debate", "Layout"]));
    assert_eq!(code, 0, "{err}");
    let base = p.repo().join(".agent-smith");
    let mut files: Vec<String> = Vec::new();
    fn walk(dir: &Path, base: &Path, out: &mut Vec<String>) {
        for e in std::fs::read_dir(dir).unwrap().flatten() {
            let path = e.path();
            let rel = path.strip_prefix(base).unwrap().display().to_string();
            if path.is_dir() {
                out.push(format!("{rel}/"));
                walk(&path, base, out);
            } else {
                out.push(rel);
            }
        }
    }
    walk(&base, &base, &mut files);
    files.sort();
    insta::assert_snapshot!("smith_layout", files.join("\n"));
    let mut settings = insta::Settings::clone_current();
    settings.add_filter(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z", "[time]");
    settings.bind(|| {
        insta::assert_snapshot!(
            "smith_md",
            std::fs::read_to_string(base.join("smiths/smith-root/children/smith-001/smith.md")).unwrap()
        );
        insta::assert_snapshot!(
            "task_md",
            std::fs::read_to_string(base.join("smiths/smith-root/children/smith-001/inbox/task-smith-001.md")).unwrap()
        );
        insta::assert_snapshot!(
            "root_result_md",
            std::fs::read_to_string(base.join("smiths/smith-root/outbox/result.md")).unwrap()
        );
    });
}

#[cfg(unix)]
#[test]
fn ctrl_c_saves_the_state_and_exits_130() {
    let script = format!(
        "rules:\n  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: two, subtasks: {} }} }}\n  - when: {{ stage: execute, smith: smith-root/smith-002 }}\n    latency_ms: 60000\n    reply: {{ content: late }}\n{EXECUTE}",
        subtasks(2)
    );
    let (p, s) = project(&script);
    let mut c = std::process::Command::new(assert_cmd::cargo::cargo_bin("agentsmith"));
    c.env_clear()
        .env("HOME", p.home())
        .env("AGENTSMITH_PROVIDER", "scripted")
        .env("AGENTSMITH_SCRIPT", &s)
        .arg("--repo")
        .arg(p.repo())
        .args(["-q", "run", "--no-debate", "Interrupt me"]);
    c.stdout(std::process::Stdio::null()).stderr(std::process::Stdio::piped());
    let child = c.spawn().unwrap();
    let first = smiths(&p).join("smith-root/children/smith-001/outbox/result.md");
    let t = std::time::Instant::now();
    while !first.is_file() {
        assert!(t.elapsed() < std::time::Duration::from_secs(30));
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    std::process::Command::new("kill").args(["-INT", &child.id().to_string()]).status().unwrap();
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(130), "{}", String::from_utf8_lossy(&out.stderr));
    assert!(String::from_utf8_lossy(&out.stderr).contains("agentsmith resume"));
    let run_json: Value =
        serde_json::from_str(&std::fs::read_to_string(p.repo().join(".agent-smith/run.json")).unwrap()).unwrap();
    assert_eq!(run_json["status"], "interrupted");
}

/// `run TASK` with a root that executes and answers with `replies` (YAML list items).
fn root_answers(task: &str, replies: &str) -> (i32, String, String, Project) {
    let script = format!(
        "rules:\n  - when: {{ stage: decide }}\n    reply: {{ json: {{ action: execute, reasoning: small, subtasks: [] }} }}\n  - when: {{ stage: execute }}\n    replies:\n{replies}"
    );
    let (p, s) = project(&script);
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", task]));
    (code, out, err, p)
}

fn root_result(p: &Project) -> String {
    std::fs::read_to_string(smiths(p).join("smith-root/outbox/result.md")).unwrap()
}

#[test]
fn a_smith_that_echoes_its_task_has_not_completed() {
    let task = "Greet the whole team politely in the channel today";
    let (code, out, err, p) = root_answers(task, &format!("      - content: \"{task}.\"\n"));
    assert_eq!(code, 1, "{out}{err}");
    let r = root_result(&p);
    assert!(
        r.contains("status: failed") && r.contains("only repeats the task (or itself), and no tool was used"),
        "{r}"
    );
}

#[test]
fn an_answer_that_says_one_thing_over_and_over_has_not_completed() {
    let garbage = "TaskID\\n\\n# TaskID\\n".repeat(30);
    let (code, out, err, p) = root_answers("Say hello", &format!("      - content: \"{garbage}\"\n"));
    assert_eq!(code, 1, "{out}{err}");
    let r = root_result(&p);
    assert!(r.contains("status: failed") && r.contains("only repeats the task (or itself)"), "{r}");
    assert!(out.contains("failed"), "{out}");
}

#[test]
fn an_empty_answer_is_asked_again_then_fails() {
    let (code, out, err, p) = root_answers("Say hello", "      - content: \"\"\n      - content: \"  \"\n");
    assert_eq!(code, 1, "{out}{err}");
    let r = root_result(&p);
    assert!(r.contains("status: failed") && r.contains("the model answered with nothing, twice"), "{r}");
    // Asked again once, then a real answer: completed.
    let (code, out, err, p) =
        root_answers("Say hello", "      - content: \"\"\n      - content: \"Hello, everyone.\\n\\nSaid hello.\"\n");
    assert_eq!(code, 0, "{out}{err}");
    assert!(root_result(&p).contains("status: completed"));
}

#[test]
fn a_cut_answer_is_asked_to_finish_then_partial() {
    // Cut, then finished: the two parts make the answer.
    let (code, out, err, p) = root_answers(
        "Write a haiku about rust",
        "      - { content: \"Iron slowly turns\", finish: length }\n      - content: \" to red dust.\\n\\nA haiku.\"\n",
    );
    assert_eq!(code, 0, "{out}{err}");
    let r = root_result(&p);
    assert!(r.contains("status: completed") && r.contains("Iron slowly turns to red dust."), "{r}");
    // Cut twice: partial, with what came.
    let (code, out, err, p) = root_answers(
        "Write a haiku about rust",
        "      - { content: \"Iron slowly turns\", finish: length }\n      - { content: \" to red\", finish: length }\n",
    );
    assert_eq!(code, 1, "{out}{err}");
    let r = root_result(&p);
    assert!(r.contains("status: partial") && r.contains("cut at the token limit"), "{r}");
    assert!(r.contains("Iron slowly turns to red"), "{r}");
}

/// A run whose process was killed while `run.json` still said running is shown as interrupted:
/// nothing holds its lock.
#[test]
fn status_tells_a_killed_run_from_a_running_one() {
    let (p, s) = project(&format!("rules:\n{EXECUTE}"));
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Say hello"]));
    assert_eq!(code, 0, "{out}{err}");
    let path = p.repo().join(".agent-smith/run.json");
    let text = std::fs::read_to_string(&path).unwrap().replace("\"completed\"", "\"running\"");
    std::fs::write(&path, text).unwrap();
    let status = tree(&p, &s);
    assert_eq!(status["run"]["status"], "interrupted", "{status}");
}
