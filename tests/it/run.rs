//! `run` as the whole shape: triage, debate, then the smith tree over the agreed plan; with
//! `--no-debate`, the task straight to the tree; `--confirm`; `debate --execute`; the
//! protocol's manual start from a task file placed in the root's inbox.

use std::path::{Path, PathBuf};

use serde_json::Value;

use crate::common::{Project, run};

const PLAN: &str = "{ title: \"Greet the users\", summary: \"Write a greeting file.\", steps: [{ description: \"Write hello.txt\", touches: [\"hello.txt\"], verification: \"the file exists\" }], risks: [], responses: [] }";

const TREE: &str = "  - when: { stage: decide }\n    reply: { json: { action: execute, reasoning: small, subtasks: [] } }\n  - when: { stage: execute }\n    reply: { content: \"Greeted everyone.\\n\\nThe greeting is written.\" }\n";

fn agree(role: &str) -> String {
    format!(
        "  - when: {{ stage: review, role: {role} }}\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"{role} finds the greeting plan complete: hello.txt is written and checked.\", alternative: \"\", criteria: [] }} }}\n"
    )
}

fn object(role: &str) -> String {
    format!(
        "  - when: {{ stage: review, role: {role} }}\n    reply: {{ json: {{ verdict: OBJECT, reasoning: \"{role} objects: hello.txt has no owner check in the greeting plan.\", alternative: \"Check the owner of hello.txt first.\", criteria: [] }} }}\n"
    )
}

const CONSOLIDATE: &str = "  - when: { stage: consolidate }\n    reply: { json: { title: \"Greet the users, revised\", summary: \"Revised.\", steps: [\"Write hello.txt after checking its owner\"], risks: [], responses: [{ role: tester, decision: rejected, reason: \"not needed\" }] } }\n";

/// The panel (architect, tester) agrees in round 1; the tree executes at the root.
fn agreeing() -> String {
    format!(
        "rules:\n  - when: {{ stage: draft }}\n    reply: {{ json: {PLAN} }}\n{}{}{TREE}",
        agree("architect"),
        agree("tester")
    )
}

fn project(script: &str) -> (Project, PathBuf) {
    crate::common::scripted_project(script, "")
}

fn cmd(p: &Project, script: &Path, args: &[&str]) -> assert_cmd::Command {
    crate::common::scripted_cmd(p, script, args)
}

const PANEL: [&str; 4] = ["--roles", "architect,tester", "--triage", "rules"];

fn with_panel<'a>(args: &[&'a str]) -> Vec<&'a str> {
    args.iter().copied().chain(PANEL).collect()
}

fn read(p: &Project, rel: &str) -> String {
    std::fs::read_to_string(p.repo().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

fn events(p: &Project) -> Vec<Value> {
    read(p, ".agent-smith/events.jsonl").lines().map(|l| serde_json::from_str(l).unwrap()).collect()
}

fn stages(p: &Project) -> Vec<String> {
    events(p)
        .iter()
        .filter(|e| e["event"] == "call-started")
        .map(|e| e["stage"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn run_debates_then_executes_the_agreed_plan() {
    let (p, s) = project(&agreeing());
    let (code, out, err) = run(cmd(&p, &s, &with_panel(&["run", "Greet the users"])));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("The panel agreed after 1 round."), "{out}");
    assert!(out.contains("Run run-") && out.contains(": completed."), "{out}");
    // The debate came first, then the tree, in one run's log.
    let st = stages(&p);
    let first_decide = st.iter().position(|s| s == "decide").unwrap();
    assert!(st[..first_decide].contains(&"draft".to_string()) && st[..first_decide].contains(&"review".to_string()));
    // The root's task is the agreed plan; it serves every step (here one, its checklist).
    let task = read(&p, ".agent-smith/smiths/smith-root/inbox/task-root.md");
    assert!(task.starts_with("---\nplan_steps: [1]\n---\n# Task: Greet the users"), "{task}");
    assert!(task.contains("# The plan the panel agreed on") && task.contains("Write hello.txt"), "{task}");
    assert!(task.contains("The plan's steps are your first split"), "{task}");
    // One report: the round files' content and the tree.
    assert!(p.repo().join(".agent-smith/debate/round-1.md").is_file());
    let report = read(&p, ".agent-smith/results/report.md");
    assert!(report.contains("AGREE") && report.contains("# Execution"), "{report}");
    assert!(report.contains("root [level 0] completed") && report.contains("Greeted everyone."), "{report}");
    let json: Value = serde_json::from_str(&read(&p, ".agent-smith/results/report.json")).unwrap();
    assert_eq!(json["debate"]["converged"], true);
    assert_eq!(json["run"]["status"], "completed");
    assert_eq!(json["tree"]["status"], "completed");
    assert!(read(&p, ".agent-smith/results/plan.md").starts_with("# Greet the users\n"));
}

#[test]
fn no_debate_gives_the_task_straight_to_the_tree() {
    let (p, s) = project(&format!("rules:\n{TREE}"));
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Greet the users"]));
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(stages(&p), ["decide", "execute"]);
    assert!(!p.repo().join(".agent-smith/debate").exists());
    let task = read(&p, ".agent-smith/smiths/smith-root/inbox/task-root.md");
    assert!(!task.contains("The plan the panel agreed on"), "{task}");
}

#[test]
fn a_plan_without_agreement_is_not_executed_unless_forced() {
    let script = format!(
        "rules:\n  - when: {{ stage: draft }}\n    reply: {{ json: {PLAN} }}\n{}{}{CONSOLIDATE}{TREE}",
        agree("architect"),
        object("tester")
    );
    let (p, s) = project(&script);
    let (code, out, err) = run(cmd(&p, &s, &with_panel(&["run", "Greet the users", "--max-rounds", "1"])));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("Nothing was executed: the panel did not agree") && out.contains("--force"), "{out}");
    assert!(!stages(&p).contains(&"decide".to_string()));
    assert!(!p.repo().join(".agent-smith/run.json").exists());
    let report = read(&p, ".agent-smith/results/report.md");
    assert!(report.contains("Nothing was carried out: the panel did not agree"), "{report}");

    let (code, out, err) = run(cmd(&p, &s, &with_panel(&["run", "Greet the users", "--max-rounds", "1", "--force"])));
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("--force: carrying out plan v"), "{err}");
    assert!(out.contains(": completed."), "{out}");
}

#[test]
fn a_failed_debate_is_never_executed() {
    // Every review call fails: more than half the panel is absent.
    let script = format!(
        "rules:\n  - when: {{ stage: draft }}\n    reply: {{ json: {PLAN} }}\n  - when: {{ stage: review }}\n    reply: {{ error: 400 }}\n{TREE}"
    );
    let (p, s) = project(&script);
    let (code, out, err) = run(cmd(&p, &s, &with_panel(&["run", "Greet the users", "--force"])));
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("Nothing was executed: the debate failed"), "{out}{err}");
    assert!(!stages(&p).contains(&"decide".to_string()));
}

#[test]
fn debate_execute_carries_the_plan_out() {
    let (p, s) = project(&agreeing());
    let (code, out, err) = run(cmd(&p, &s, &with_panel(&["debate", "Greet the users", "--execute"])));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains(": completed."), "{out}");
    let json: Value = serde_json::from_str(&read(&p, ".agent-smith/results/report.json")).unwrap();
    assert_eq!(json["tree"]["status"], "completed");
    // Without --execute, the execution flags are refused.
    let (code, _, err) = run(cmd(&p, &s, &with_panel(&["debate", "Greet the users", "--force"])));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--force carry a plan out: give them with --execute"), "{err}");
}

#[test]
fn confirm_without_a_terminal_starts_nothing_unless_yes() {
    let (p, s) = project(&agreeing());
    let (code, out, err) = run(cmd(&p, &s, &with_panel(&["run", "Greet the users", "--confirm"])));
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("stdin is not a terminal: nothing was started") && err.contains("--yes"), "{err}");
    assert!(!p.repo().join(".agent-smith/events.jsonl").exists());
    // The same from the configuration.
    p.write(".agentsmith/config.yaml", "confirm: true\nnetwork:\n  retries: 1\n");
    let (code, _, err) = run(cmd(&p, &s, &with_panel(&["run", "Greet the users"])));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("`confirm: true` in the configuration"), "{err}");
    // --yes shows the plan and the cost, then goes on.
    p.write(
        ".agentsmith/config.yaml",
        "confirm: true\nprices:\n  scripted: { input_per_mtok: 1.0, output_per_mtok: 2.0 }\n",
    );
    let (code, out, err) = run(cmd(&p, &s, &with_panel(&["run", "Greet the users", "--yes", "--max-depth", "1"])));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("# The plan to carry out: Greet the users"), "{out}");
    // The tree's part: expected from the agreed plan (one step: the root does it), and at most
    // what the limits allow.
    let tree = out
        .lines()
        .find(|l| l.starts_with("  the smith tree (depth 1, 5 subtasks a smith, 25 turns a leaf): "))
        .expect(&out);
    assert!(
        tree.contains(": expected about 5 model calls, ") && tree.contains("; at most 294 model calls, "),
        "{tree}"
    );
    assert!(out.contains("the root does the task itself (the plan's 1 step) in 4 turns"), "{out}");
    // What the debate spent, and the whole: spent and the estimate of what is left.
    let spent = out.lines().find(|l| l.starts_with("  spent so far: ")).expect(&out);
    let debate: u64 = spent.split(": ").nth(1).unwrap().split(' ').next().unwrap().parse().unwrap();
    assert!(debate >= 3, "the draft and two reviews: {spent}");
    assert!(spent.contains(" ($"), "{spent}");
    let whole = out.lines().find(|l| l.starts_with("estimate: expected about ")).expect(&out);
    assert!(whole.starts_with(&format!("estimate: expected about {} model calls, ", debate + 5)), "{whole}");
    assert!(whole.contains(&format!("; at most {} model calls / ", debate + 294)), "{whole}");
    // The default cap on tokens is lower than the limits' worst case; calls are not.
    assert!(
        whole.contains("with the prompt cache); at most ")
            && whole.contains("(the budget's cap max_tokens; the rest the limits' worst case)"),
        "{whole}"
    );
    assert!(out.contains("--yes: carrying it out.") && out.contains(": completed."), "{out}");
    // The end compares the spend with both: the run's estimate is the debate's and the tree's.
    let line = out.lines().find(|l| l.starts_with("Spent against the estimate: ")).expect(&out);
    let most: u64 = line.split("of at most ").nth(1).unwrap().split(')').next().unwrap().parse().unwrap();
    assert!(most > 294, "{line}");
    assert!(line.contains("x the ") && line.contains(" expected; "), "{line}");
    assert!(!line.contains("OVER THE BOUND"), "{line}");
    assert!(line.contains("; cost $") && line.contains("; at most $"), "{line}");
}

/// `agentsmith ARGS` with stdin on a pseudo-terminal, answering `answer`.
#[cfg(target_os = "linux")]
pub(crate) fn on_terminal(p: &Project, script: &Path, args: &[&str], answer: &str) -> (i32, String, String) {
    use std::io::Write;
    use std::os::fd::{FromRawFd, OwnedFd};
    let (mut master, mut slave) = (0, 0);
    // SAFETY: openpty writes two new descriptors into the integers given; null names, termios and size.
    let rc =
        unsafe { libc::openpty(&mut master, &mut slave, std::ptr::null_mut(), std::ptr::null(), std::ptr::null()) };
    assert_eq!(rc, 0, "openpty failed");
    // SAFETY: both descriptors were just opened by openpty and are owned here alone.
    let (master, slave) = unsafe { (OwnedFd::from_raw_fd(master), OwnedFd::from_raw_fd(slave)) };
    let mut c = std::process::Command::new(assert_cmd::cargo::cargo_bin("agentsmith"));
    c.env_clear()
        .env("HOME", p.home())
        .env("AGENTSMITH_PROVIDER", "scripted")
        .env("AGENTSMITH_SCRIPT", script)
        .current_dir(p.dir.path())
        .arg("--repo")
        .arg(p.repo())
        .args(args)
        .stdin(std::process::Stdio::from(slave))
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped());
    let child = c.spawn().unwrap();
    let mut m = std::fs::File::from(master);
    m.write_all(answer.as_bytes()).unwrap();
    let out = child.wait_with_output().unwrap();
    drop(m);
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[cfg(target_os = "linux")]
#[test]
fn confirm_on_a_terminal_refused_then_accepted() {
    let (p, s) = project(&agreeing());
    let (code, out, err) = on_terminal(&p, &s, &with_panel(&["run", "Greet the users", "--confirm"]), "n\n");
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("Carry out this plan? [y/N]"), "{err}");
    assert!(
        out.contains("# The plan to carry out: Greet the users") && out.contains("estimate: expected about "),
        "{out}"
    );
    assert!(out.contains("cost unknown: no price for `scripted`"), "{out}");
    let saved = p.repo().join(".agent-smith/results/plan.md");
    assert!(
        out.contains(&format!("Not carried out: no smith was started. The plan is saved in {}", saved.display())),
        "{out}"
    );
    assert!(!stages(&p).contains(&"decide".to_string()));
    assert!(!p.repo().join(".agent-smith/run.json").exists());
    assert!(read(&p, ".agent-smith/results/plan.md").contains("Write hello.txt"));

    let (code, out, err) = on_terminal(&p, &s, &with_panel(&["run", "Greet the users", "--confirm"]), "yes\n");
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains(": completed."), "{out}");
    assert!(stages(&p).contains(&"decide".to_string()));
}

#[test]
fn a_task_placed_by_hand_in_the_root_inbox_starts_the_run() {
    let (p, s) = project(&format!("rules:\n{TREE}"));
    let (code, _, err) = run(cmd(&p, &s, &["run", "--no-debate"]));
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("give a task, or --ticket-file FILE, or place a task file"), "{err}");
    p.write(".agent-smith/smiths/smith-root/inbox/greeting.md", "# Task: Greet the users\n\nWrite hello.txt.\n");
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate"]));
    assert_eq!(code, 0, "{out}{err}");
    let inbox = p.repo().join(".agent-smith/smiths/smith-root/inbox");
    let names: Vec<String> =
        std::fs::read_dir(&inbox).unwrap().map(|e| e.unwrap().file_name().to_string_lossy().into_owned()).collect();
    assert_eq!(names, ["task-root.md"]);
    let task = read(&p, ".agent-smith/smiths/smith-root/inbox/task-root.md");
    assert!(task.starts_with("# Task: Greet the users\n") && task.contains("Write hello.txt."), "{task}");
    assert_eq!(read(&p, ".agent-smith/results/request.md"), "# Task: Greet the users\n\nWrite hello.txt.\n");
    // A finished run's own task is not a new one; a new hand-placed task is, through the debate.
    let (code, _, err) = run(cmd(&p, &s, &["run", "--no-debate"]));
    assert_eq!(code, 2, "{err}");
    // A plan the panel did not agree on starts no tree: the task stays in the inbox.
    let objecting = format!(
        "rules:\n  - when: {{ stage: draft }}\n    reply: {{ json: {PLAN} }}\n{}{}{CONSOLIDATE}{TREE}",
        agree("architect"),
        object("tester")
    );
    p.write("script.yaml", &objecting);
    let placed =
        p.write(".agent-smith/smiths/smith-root/inbox/again.md", "# Greet the users again\n\nWrite hello.txt.\n");
    let (code, out, err) = run(cmd(&p, &s, &with_panel(&["run", "--max-rounds", "1"])));
    assert_eq!(code, 1, "{out}{err}");
    assert!(placed.is_file(), "the hand-placed task left the inbox: {out}{err}");
    let (p2, s2) = project(&agreeing());
    p2.write(".agent-smith/smiths/smith-root/inbox/task-root.md", "# Greet the users\n\nWrite hello.txt.\n");
    let (code, out, err) = run(cmd(&p2, &s2, &with_panel(&["run"])));
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("The panel agreed after 1 round."), "{out}");
    assert!(read(&p2, ".agent-smith/smiths/smith-root/inbox/task-root.md").contains("# The plan the panel agreed on"));
}

#[test]
fn start_here_and_smith_md_carry_identity_parent_task_level_and_limits() {
    // The decide prompts must carry the decomposition heuristics: no rule answers one without them.
    let script = "rules:\n  - when: { stage: decide, smith: smith-root, contains: \"linearly dependent\" }\n    reply: { json: { action: decompose, reasoning: big, subtasks: [{ title: \"Part 1\", description: \"Do part 1.\" }, { title: \"Part 2\", description: \"Do part 2.\" }] } }\n  - when: { stage: decide, contains: \"under about 15 minutes of work\" }\n    reply: { json: { action: execute, reasoning: small, subtasks: [] } }\n  - when: { stage: execute }\n    reply: { content: \"Done here.\\n\\nNothing else.\" }\n  - when: { stage: aggregate }\n    reply: { content: \"Combined.\\n\\nAll parts done.\" }\n";
    let (p, s) = project(script);
    let (code, out, err) =
        run(cmd(&p, &s, &["run", "--no-debate", "Two parts", "--max-depth", "2", "--max-children", "4"]));
    assert_eq!(code, 0, "{out}{err}");
    let root = ".agent-smith/smiths/smith-root";
    let child = format!("{root}/children/smith-002");
    let start = read(&p, &format!("{child}/private/START_HERE.md"));
    for want in [
        "- You are: `smith-root/smith-002` (level 1; the root is level 0, the deepest level is 2)",
        "- Your parent: `smith-root` (its folder is two levels up from yours, `../../`); your result goes back to it",
        "- Your task: `inbox/task-smith-002.md`",
        "- Limits: you may split into 2 to 4 subtasks; a leaf has at most 25 agent turns.",
    ] {
        assert!(start.contains(want), "{want}\n---\n{start}");
    }
    let root_start = read(&p, &format!("{root}/private/START_HERE.md"));
    assert!(root_start.contains("- Your parent: none: you are the root"), "{root_start}");
    let smith_md = read(&p, &format!("{child}/smith.md"));
    assert!(
        smith_md.starts_with("---\nsmith_id: smith-root/smith-002\nparent_id: smith-root\nlevel: 1\n"),
        "{smith_md}"
    );
    for section in [
        "## Identity",
        "## Directory Layout",
        "## Protocol",
        "## Decomposition Rules",
        "## Permissions",
        "## Result Format",
    ] {
        assert!(smith_md.contains(section), "{section}\n---\n{smith_md}");
    }
    assert!(smith_md.contains("under about 15 minutes"), "{smith_md}");
    assert_eq!(events(&p).iter().filter(|e| e["event"] == "decided").count(), 3);
}

#[test]
fn debate_execute_takes_on_failure() {
    let script = agreeing().replacen(
        "rules:\n",
        "rules:\n  - when: { stage: decide, smith: smith-root }\n    reply: { json: { action: decompose, reasoning: two, subtasks: [{ title: Greet, description: Greet them., expected_output: done }, { title: Check, description: Check it., expected_output: done }] } }\n  - when: { stage: execute, smith: smith-root/smith-002 }\n    replies:\n      - error: 500\n      - error: 500\n      - content: \"Second time lucky.\\n\\nIt worked.\"\n  - when: { stage: aggregate }\n    reply: { content: \"Both done.\\n\\nGreeted and checked.\" }\n",
        1,
    );
    let (p, s) = project(&script);
    let (code, out, err) =
        run(cmd(&p, &s, &with_panel(&["debate", "Greet the users", "--execute", "--on-failure", "retry"])));
    assert_eq!(code, 0, "{out}{err}");
    let events = std::fs::read_to_string(p.repo().join(".agent-smith/events.jsonl")).unwrap();
    assert!(events.contains("smith-root/smith-002 failed; one more attempt (on_failure: retry)"), "{events}");
}

/// The execution flags are settings: the run records the limits they set, and `resume --jobs`
/// changes only the calls in flight of the run it continues.
#[test]
fn the_limits_the_flags_set_are_recorded_and_resume_jobs_changes_them() {
    let failing = "rules:\n  - when: { stage: decide }\n    reply: { json: { action: execute, reasoning: small, subtasks: [] } }\n  - when: { stage: execute }\n    reply: { error: 400 }\n";
    let (p, s) = project(failing);
    let args = ["run", "--no-debate", "Greet the users", "--jobs", "3", "--max-depth", "1", "--max-children", "2"];
    let (code, out, err) = run(cmd(&p, &s, &args));
    assert_eq!(code, 1, "{out}{err}");
    let record = |p: &Project| -> Value { serde_json::from_str(&read(p, ".agent-smith/run.json")).unwrap() };
    let r = record(&p);
    assert_eq!((&r["jobs"], &r["max_depth"], &r["max_breadth"]), (&Value::from(3), &Value::from(1), &Value::from(2)));
    std::fs::write(&s, format!("rules:\n{TREE}")).unwrap();
    let (code, out, err) = run(cmd(&p, &s, &["resume", "--jobs", "2"]));
    assert_eq!(code, 0, "{out}{err}");
    let r = record(&p);
    assert_eq!(
        (&r["jobs"], &r["max_depth"], &r["status"]),
        (&Value::from(2), &Value::from(1), &Value::from("completed"))
    );
}

/// A run.json this version cannot read is not taken for no run at all: `resume`, `status` and
/// a new run name the file and `--fresh`; a new run with `--fresh` archives it.
#[test]
fn an_unreadable_run_record_is_refused_until_fresh() {
    let (p, s) = project(&format!("rules:\n{TREE}"));
    p.write(
        ".agent-smith/run.json",
        "{\"run_id\": \"fix-bug-1\", \"status\": \"failed\", \"job\": {\"kind\": \"fix-bug\"}}\n",
    );
    for args in [&["resume"][..], &["status"], &["run", "--no-debate", "Greet the users"]] {
        let (code, out, err) = run(cmd(&p, &s, args));
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(err.contains("run.json: the recorded run cannot be read") && err.contains("--fresh"), "{err}");
    }
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Greet the users", "--fresh"]));
    assert_eq!(code, 0, "{out}{err}");
    let archive = p.repo().join(".agent-smith/archive");
    let kept: Vec<String> =
        std::fs::read_dir(&archive).unwrap().map(|e| e.unwrap().file_name().into_string().unwrap()).collect();
    assert!(kept.len() == 1 && kept[0].starts_with("unreadable-"), "{kept:?}");
    assert!(read(&p, &format!(".agent-smith/archive/{}/run.json", kept[0])).contains("fix-bug-1"));
}

/// A project's override of the result template that does not render is said, and the result
/// is written with the built-in template: a smith's result is never silently missing.
#[test]
fn a_result_template_override_that_fails_falls_back_and_says_so() {
    let (p, s) = project(&format!("rules:\n{TREE}"));
    p.write(".agentsmith/templates/smith/result.md.j2", "{{ no_such_variable }}\n");
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Greet the users"]));
    assert_eq!(code, 0, "{out}{err}");
    let result = read(&p, ".agent-smith/smiths/smith-root/outbox/result.md");
    assert!(result.contains("## Summary\n\nIn words only (no tool was used): Greeted everyone."), "{result}");
    let said: Vec<String> = events(&p)
        .iter()
        .filter(|e| e["event"] == "notice")
        .filter_map(|e| e["message"].as_str().map(str::to_string))
        .collect();
    assert!(said.iter().any(|m| m.contains("result.md.j2") && m.contains("built-in template")), "{said:#?}\n{err}");
}

/// A smith's answer is laid out by the result template as a value, never evaluated as one: an
/// answer written as template syntax lands in result.md as it was written.
#[test]
fn an_answer_written_as_a_template_is_kept_as_text() {
    let tree = TREE.replace(
        "Greeted everyone.\\n\\nThe greeting is written.",
        "Done {{ smith_id }} {% for x in y %}.\\n\\n{{ 7 * 7 }} {% endfor %}",
    );
    let (p, s) = project(&format!("rules:\n{tree}"));
    let (code, out, err) = run(cmd(&p, &s, &["run", "--no-debate", "Greet the users"]));
    assert_eq!(code, 0, "{out}{err}");
    let result = read(&p, ".agent-smith/smiths/smith-root/outbox/result.md");
    assert!(
        result.contains("## Summary\n\nIn words only (no tool was used): Done {{ smith_id }} {% for x in y %}."),
        "{result}"
    );
    // The body, after the front matter (whose timestamp may hold "49").
    let body = result.splitn(3, "---\n").nth(2).unwrap_or(&result);
    assert!(result.contains("{{ 7 * 7 }} {% endfor %}") && !body.contains("49"), "{result}");
}
