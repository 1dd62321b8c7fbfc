//! fix-bug and add-feature end to end, with the scripted provider and temporary git
//! repositories: debate, smiths in their own copies, merge, verification, delivery.

use serde_json::Value;

use crate::common::{Project, commit_buggy_calc, git, root, run};

pub(crate) const TEST_CMD: &str = "python3 -m unittest -q";

/// The debate: the rules' panel kept, a plan, everyone agrees.
pub(crate) const DEBATE: &str = r#"rules:
  - when: { stage: triage }
    reply: { json: { add: [], drop: [] } }
  - when: { stage: draft }
    reply: { json: { title: "Fix the divisor in mean", summary: "Divide by len(values); add a test.", steps: ["Add test_mean", "Fix mean"], risks: [], responses: [] } }
  - when: { stage: review }
    reply: { json: { verdict: AGREE, reasoning: "The test and the fix in mean are right.", alternative: "", criteria: [] } }
  - when: { stage: aggregate }
    reply: { content: "Merged the parts.\n\nAll done." }
"#;

pub(crate) const EXECUTE: &str =
    "  - when: { stage: decide }\n    reply: { json: { action: execute, reasoning: small, subtasks: [] } }\n";

/// `path`: replace `old` by `new`, as a scripted tool call.
pub(crate) fn edit(path: &str, old: &str, new: &str) -> String {
    format!("{{ name: edit_file, arguments: {{ path: {path}, old: {}, new: {} }} }}", yaml_str(old), yaml_str(new))
}

fn yaml_str(s: &str) -> String {
    serde_json::to_string(s).unwrap()
}

pub(crate) const BUG: &str = "return sum(values) / (len(values) - 1)";
pub(crate) const FIX: &str = "return sum(values) / len(values)";

pub(crate) fn add_test() -> String {
    format!(
        "{}, {}",
        edit("test_calc.py", "from calc import clamp, percent", "from calc import clamp, mean, percent"),
        edit(
            "test_calc.py",
            "    def test_percent(self):",
            "    def test_mean(self):\n        self.assertEqual(mean([2, 4]), 3.0)\n\n    def test_percent(self):"
        )
    )
}

/// A smith's execute stage: one turn of tool calls, then its answer.
pub(crate) fn smith_edits(smith: &str, calls: &str, answer: &str) -> String {
    format!(
        "  - when: {{ stage: execute, smith: {smith} }}\n    replies:\n      - tool_calls: [{calls}]\n      - content: {}\n",
        yaml_str(answer)
    )
}

pub(crate) fn decompose(titles: &[&str]) -> String {
    let subs: Vec<String> = titles
        .iter()
        .map(|t| format!("{{ title: {}, description: {}, expected_output: done }}", yaml_str(t), yaml_str(t)))
        .collect();
    format!(
        "  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: parts, subtasks: [{}] }} }}\n",
        subs.join(", ")
    )
}

/// The buggy-calc example in a fresh git repository, committed.
pub(crate) fn calc_project() -> Project {
    let p = Project::new();
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n");
    commit_buggy_calc(&p);
    p
}

/// `agentsmith ARGS` with the script (kept outside the repository) and the test command.
pub(crate) fn cmd(p: &Project, script: &str, args: &[&str]) -> assert_cmd::Command {
    let file = crate::common::write(&p.dir.path().join("script.yaml"), script);
    let mut c = p.cmd(args);
    c.env("AGENTSMITH_PROVIDER", "scripted")
        .env("AGENTSMITH_SCRIPT", file)
        .env("PATH", std::env::var("PATH").unwrap_or_default());
    c
}

pub(crate) fn fix_bug(p: &Project, script: &str, extra: &[&str]) -> (i32, String, String) {
    let mut args =
        vec!["fix-bug", "mean() returns the wrong average: calc.mean([2, 4]) gives 6.0", "--test-cmd", TEST_CMD];
    args.extend_from_slice(extra);
    run(cmd(p, script, &args))
}

pub(crate) fn read(p: &Project, rel: &str) -> String {
    std::fs::read_to_string(p.repo().join(rel)).unwrap_or_default()
}

pub(crate) fn report(p: &Project) -> (String, Value) {
    let md = read(p, ".agent-smith/results/report.md");
    let json = serde_json::from_str(&read(p, ".agent-smith/results/report.json")).unwrap_or(Value::Null);
    (md, json)
}

fn original(f: &str) -> String {
    std::fs::read_to_string(root().join("examples/buggy-calc").join(f)).unwrap()
}

pub(crate) fn labels(json: &Value) -> Vec<String> {
    json["job"]["tests"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| format!("{} {}", t["label"].as_str().unwrap(), t["passed"]))
        .collect()
}

#[test]
fn a_one_line_bug_is_fixed_tested_and_applied() {
    let p = calc_project();
    let script = format!(
        "{DEBATE}{EXECUTE}{}",
        smith_edits(
            "smith-root",
            &format!("{}, {}", edit("calc.py", BUG, FIX), add_test()),
            "Fixed mean and added test_mean.\n\nOne line."
        )
    );
    let (code, out, err) = fix_bug(&p, &script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("verified and applied") || out.contains("Verified and applied"), "{out}");
    // What was spent, against the worst case --dry-run and --confirm estimate.
    assert!(out.contains("Spent against the estimate: ") && out.contains("of at most"), "{out}");
    assert!(read(&p, "calc.py").contains(FIX) && read(&p, "test_calc.py").contains("def test_mean"));
    assert!(err.contains("agreed after 1 round"), "{err}");
    let (md, json) = report(&p);
    assert_eq!(json["verified"], true);
    assert_eq!(json["reproduced"], true, "the new test fails without the fix");
    assert_eq!(labels(&json), ["before true", "attempt 1 true", "reproduction false"]);
    // The job holds the panel and how its debate ended, typed; report.md reads them as a list
    // and the line the console printed.
    let debate = &json["job"]["debate"];
    assert_eq!((debate["end"]["kind"].as_str(), debate["rounds"].as_u64()), (Some("agreed"), Some(1)), "{debate}");
    let seat = |role: &str, emoji: &str, why: &str| serde_json::json!({ "role": role, "emoji": emoji, "why": why });
    let panel = [
        seat("tester", "🧪", "always included"),
        seat("architect", "🏗️", "category default"),
        seat("backend-developer", "⚙️", "category default"),
    ];
    assert_eq!(debate["panel"], serde_json::json!(panel), "{debate}");
    assert_eq!(json["job"].get("panel"), None);
    let section = "## Panel and debate\n\n- 🧪 **tester**: always included\n- 🏗️ **architect**: category default\n- ⚙️ **backend-developer**: category default\n\nThe panel agreed after 1 round.\n";
    assert!(md.contains(section), "{md}");
    for part in [
        "## Ticket",
        "## Panel and debate",
        "🧪 **tester**",
        "## Plan",
        "Fix the divisor in mean",
        "## Smiths",
        "`smith-root` (completed)",
        "| `calc.py` | 1 | 1 |",
        "## Tests",
        "Reproduced before the fix: yes",
        "## Usage",
    ] {
        assert!(md.contains(part), "{part} missing:\n{md}");
    }
    assert!(read(&p, ".agent-smith/results/final.patch").contains("+    return sum(values) / len(values)"));
    // Nothing of the run is left for the user to commit by mistake.
    assert_eq!(
        git(&p.repo(), &["status", "--porcelain", "--untracked-files=all"])
            .lines()
            .filter(|l| l.contains(".agent-smith"))
            .count(),
        0
    );
}

#[test]
fn the_example_two_leaves_editing_different_files_are_merged() {
    let p = calc_project();
    let script = std::fs::read_to_string(root().join("examples/buggy-calc/scripted-replies.yaml")).unwrap();
    let (code, out, err) = fix_bug(&p, &script, &["--no-apply"]);
    assert_eq!(code, 0, "{out}{err}");
    // --no-apply: the tree is as it was; the merged patch holds both leaves' changes.
    assert_eq!(read(&p, "calc.py"), original("calc.py"));
    let patch = read(&p, ".agent-smith/results/final.patch");
    assert!(
        patch.contains("+    return sum(values) / len(values)") && patch.contains("+    def test_mean(self):"),
        "{patch}"
    );
    for leaf in ["smith-001", "smith-002"] {
        let own = read(&p, &format!(".agent-smith/smiths/smith-root/children/{leaf}/outbox/changes.patch"));
        assert!(!own.is_empty(), "{leaf} left its own patch");
    }
    assert!(
        read(&p, ".agent-smith/smiths/smith-root/children/smith-001/outbox/changes.patch").contains("test_calc.py")
    );
    assert!(
        !read(&p, ".agent-smith/smiths/smith-root/children/smith-001/outbox/changes.patch")
            .contains("calc.py\n--- a/calc.py")
    );
    let (md, json) = report(&p);
    assert_eq!(json["reproduced"], true);
    assert!(out.contains("saved as"), "{out}");
    // The plan's two steps were the root's split: each step, its smith, its result, the step's
    // planned check and what the engine ran (the tests on the whole change).
    let tests = format!("tests (`{TEST_CMD}`): passing (attempt 1)");
    for row in [
        "The root followed the plan's split.".to_string(),
        format!(
            "| 1. Add test_mean to test_calc.py | `smith-root/smith-001` | completed: Added test_mean to test_calc.py; as expected it fails on the current mean(). | the new test fails on the current mean() | {tests} |"
        ),
        format!(
            "| 2. Change the divisor in calc.mean to len(values) | `smith-root/smith-002` | completed: mean() now divides by len(values). | python3 -m unittest -q passes, test_mean included | {tests} |"
        ),
        "- `smith-root/smith-002` (completed): Change the divisor in calc.mean to len(values) (plan step 2) — "
            .to_string(),
    ] {
        assert!(md.contains(&row), "{row}\n---\n{md}");
    }
    assert_eq!(json["plan_steps"][1]["tests"], tests);
    assert_eq!(json["plan_split"], "the root followed the plan's split");
}

#[test]
fn two_leaves_editing_one_file_in_different_places_are_merged() {
    let p = calc_project();
    let script = format!(
        "{DEBATE}{}{}{}{EXECUTE}",
        decompose(&["Fix mean", "Reword percent"]),
        smith_edits("smith-root/smith-001", &format!("{}, {}", edit("calc.py", BUG, FIX), add_test()), "Fixed mean."),
        smith_edits(
            "smith-root/smith-002",
            &edit("calc.py", "as a percentage of `whole`", "as a share of `whole`, in percent"),
            "Reworded."
        ),
    );
    let (code, out, err) = fix_bug(&p, &script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let calc = read(&p, "calc.py");
    assert!(calc.contains(FIX) && calc.contains("as a share of `whole`, in percent"), "{calc}");
}

/// Two leaves change the same line of calc.py differently; `resolve` is the parent's rule.
fn conflict_script(resolve: &str) -> String {
    format!(
        "{DEBATE}{}{}{}{resolve}{EXECUTE}",
        decompose(&["Fix mean", "Fix mean too"]),
        smith_edits("smith-root/smith-001", &format!("{}, {}", edit("calc.py", BUG, FIX), add_test()), "Fixed mean."),
        smith_edits("smith-root/smith-002", &edit("calc.py", BUG, FLOAT), "Fixed mean with floats."),
    )
}

const FLOAT: &str = "return sum(values) / float(len(values))";

#[test]
fn two_leaves_editing_the_same_lines_conflict_and_the_parent_resolves_it() {
    let p = calc_project();
    let resolved = original("calc.py").replace(BUG, FLOAT);
    let script = conflict_script(&format!(
        "  - when: {{ stage: resolve, smith: smith-root }}\n    replies:\n      - tool_calls: [{{ name: write_file, arguments: {{ path: calc.py, content: {} }} }}]\n      - content: \"Kept the float division of smith-002.\"\n",
        yaml_str(&resolved)
    ));
    let (code, out, err) = fix_bug(&p, &script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("conflicts in calc.py; resolving it"), "{err}");
    let calc = read(&p, "calc.py");
    assert!(calc.contains(FLOAT) && !calc.contains("<<<<<<<"), "{calc}");
    assert!(read(&p, "test_calc.py").contains("test_mean"), "the first leaf's test is kept");
}

#[test]
fn an_unresolved_conflict_is_reported_and_nothing_is_applied() {
    let p = calc_project();
    let script = conflict_script("  - when: { stage: resolve }\n    reply: { content: \"I could not decide.\" }\n");
    let (code, out, err) = fix_bug(&p, &script, &[]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(err.contains("conflict markers remain in calc.py"), "{err}");
    assert_eq!(read(&p, "calc.py"), original("calc.py"), "the user's tree is untouched");
    assert!(out.contains("not delivered"), "{out}");
    assert!(read(&p, ".agent-smith/results/final.patch").contains(FIX), "the merged part is kept");
}

#[test]
fn failing_tests_go_back_to_the_root_and_the_second_attempt_passes() {
    let p = calc_project();
    let wrong = "return sum(values) / (len(values) + 1)";
    let script = format!(
        "{DEBATE}{EXECUTE}{}  - when: {{ stage: fix, contains: \"AssertionError\" }}\n    replies:\n      - tool_calls: [{}]\n      - content: \"Corrected the divisor.\"\n",
        smith_edits("smith-root", &format!("{}, {}", edit("calc.py", BUG, wrong), add_test()), "Fixed mean."),
        edit("calc.py", wrong, FIX),
    );
    let (code, out, err) = fix_bug(&p, &script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(err.contains("fix 1 of 2"), "{err}");
    assert!(read(&p, "calc.py").contains(FIX));
    let (md, json) = report(&p);
    assert_eq!(labels(&json), ["before true", "attempt 1 false", "attempt 2 true", "reproduction false"]);
    assert_eq!(json["job"]["fixes"], 1);
    assert!(md.contains("1 round of fixes"), "{md}");
}

#[test]
fn a_patch_that_never_passes_exits_1_and_leaves_the_tree_untouched() {
    let p = calc_project();
    let wrong = "return sum(values) / (len(values) + 1)";
    let script = format!(
        "{DEBATE}{EXECUTE}{}  - when: {{ stage: fix }}\n    reply: {{ content: \"I do not see the problem.\" }}\n",
        smith_edits("smith-root", &format!("{}, {}", edit("calc.py", BUG, wrong), add_test()), "Fixed mean."),
    );
    let (code, out, err) = fix_bug(&p, &script, &["--fix-attempts", "1"]);
    assert_eq!(code, 1, "{out}{err}");
    assert_eq!(read(&p, "calc.py"), original("calc.py"));
    assert_eq!(git(&p.repo(), &["status", "--porcelain"]), "");
    assert!(read(&p, ".agent-smith/results/final.patch").contains(wrong), "the patch is kept");
    let (md, json) = report(&p);
    assert_eq!(json["verified"], false);
    assert_eq!(labels(&json), ["before true", "attempt 1 false", "attempt 2 false"]);
    assert!(md.contains("not verified") && md.contains("Output of the last failing run"), "{md}");
    assert!(out.contains("not verified"), "{out}");
}

#[test]
fn a_dirty_working_tree_is_never_applied_over() {
    let p = calc_project();
    p.write("notes.txt", "mine\n");
    git(&p.repo(), &["add", "notes.txt"]);
    git(&p.repo(), &["commit", "-q", "-m", "notes"]);
    p.write("notes.txt", "mine, changed\n");
    let script = format!(
        "{DEBATE}{EXECUTE}{}",
        smith_edits("smith-root", &format!("{}, {}", edit("calc.py", BUG, FIX), add_test()), "Fixed.")
    );
    // --apply asks for it explicitly: refused before any work.
    let (code, out, err) = fix_bug(&p, &script, &["--apply"]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("uncommitted changes (notes.txt)") && err.contains("--force"), "{err}");
    assert!(!p.repo().join(".agent-smith/smiths").exists());
    // By default: verified, and saved rather than applied.
    let (code, out, err) = fix_bug(&p, &script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("not applied") && out.contains("uncommitted changes"), "{out}");
    assert_eq!(read(&p, "calc.py"), original("calc.py"));
    assert_eq!(read(&p, "notes.txt"), "mine, changed\n");
    assert!(read(&p, ".agent-smith/results/final.patch").contains(FIX));
    // --force applies over them.
    let (code, out, err) = fix_bug(&p, &script, &["--force"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(read(&p, "calc.py").contains(FIX) && read(&p, "notes.txt") == "mine, changed\n");
}

#[test]
fn branch_commits_the_change_and_leaves_the_checkout_alone() {
    let p = calc_project();
    let script = format!(
        "{DEBATE}{EXECUTE}{}",
        smith_edits("smith-root", &format!("{}, {}", edit("calc.py", BUG, FIX), add_test()), "Fixed.")
    );
    let (code, out, err) = fix_bug(&p, &script, &["--branch", "fix/mean"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.contains("committed on the new branch `fix/mean`"), "{out}");
    assert_eq!(git(&p.repo(), &["rev-parse", "--abbrev-ref", "HEAD"]).trim(), "main");
    assert_eq!(read(&p, "calc.py"), original("calc.py"));
    assert_eq!(
        git(&p.repo(), &["log", "-1", "--format=%s%n%an", "fix/mean"]).trim(),
        "Fix the divisor in mean\nTest User"
    );
    assert!(git(&p.repo(), &["show", "fix/mean:calc.py"]).contains(FIX));
    assert_eq!(git(&p.repo(), &["rev-parse", "fix/mean~1"]), git(&p.repo(), &["rev-parse", "main"]));
    // The branch exists now: asking again is refused before any work.
    let (code, _, err) = fix_bug(&p, &script, &["--branch", "fix/mean", "--fresh"]);
    assert_eq!(code, 2);
    assert!(err.contains("exists already"), "{err}");
}

#[test]
fn dry_run_prints_context_and_plan_and_executes_nothing() {
    let p = calc_project();
    let (code, out, err) = fix_bug(&p, DEBATE, &["--dry-run"]);
    assert_eq!(code, 0, "{out}{err}");
    for part in [
        "# Context",
        "Test command: `python3 -m unittest -q` (from --test-cmd)",
        "calc.py",
        "Fix the divisor in mean",
        "nothing was executed",
    ] {
        assert!(out.contains(part), "{part} missing:\n{out}");
    }
    assert!(!p.repo().join(".agent-smith/smiths").exists());
    assert!(p.repo().join(".agent-smith/debate/plan-v1.md").exists());
}

#[test]
fn add_feature_uses_its_own_task_and_no_test_command_is_an_error() {
    let p = calc_project();
    let median = "\n\ndef median(values):\n    \"\"\"The middle value.\"\"\"\n    s = sorted(values)\n    return s[len(s) // 2]\n";
    let script = format!(
        "{DEBATE}{EXECUTE}  - when: {{ stage: execute, contains: \"each into a test first\" }}\n    replies:\n      - tool_calls: [{{ name: write_file, arguments: {{ path: stats.py, content: {} }} }}]\n      - content: \"Added median.\"\n",
        yaml_str(median)
    );
    let (code, out, err) = run(cmd(&p, &script, &["add-feature", "Add median(values)", "--test-cmd", TEST_CMD]));
    assert_eq!(code, 0, "{out}{err}");
    assert!(read(&p, "stats.py").contains("def median"));
    let (_, json) = report(&p);
    assert_eq!(json["kind"], "add-feature");
    assert_eq!(json["reproduced"], Value::Null);
    // No --test-cmd, no configuration, no manifest: nothing could verify the change.
    let (code, _, err) = run(cmd(&p, &script, &["add-feature", "Add mode(values)", "--fresh"]));
    assert_eq!(code, 2);
    assert!(err.contains("no test command found") && err.contains("--test-cmd"), "{err}");
}

/// A fix-bug run whose leaf's model fails: nothing to verify, exit 1, the state kept. Returns
/// its script.
fn a_failed_run(p: &Project) -> String {
    let broken = format!("{DEBATE}{EXECUTE}  - when: {{ stage: execute }}\n    reply: {{ error: 400 }}\n");
    let (code, out, err) = fix_bug(p, &broken, &[]);
    assert_eq!(code, 1, "{out}{err}");
    broken
}

/// The root's model fixes the bug and adds the test, in one turn.
fn the_fix() -> String {
    smith_edits("smith-root", &format!("{}, {}", edit("calc.py", BUG, FIX), add_test()), "Fixed.")
}

/// `agentsmith resume`, the root's model now fixing the bug and adding the test: exit 0.
fn resumed_with_the_fix(p: &Project) {
    let fixed = format!("{DEBATE}{EXECUTE}{}", the_fix());
    let (code, out, err) = run(cmd(p, &fixed, &["resume"]));
    assert_eq!(code, 0, "{out}{err}");
}

#[test]
fn a_failed_run_is_resumed_to_the_end() {
    let p = calc_project();
    let broken = a_failed_run(&p);
    let (code, _, err) = fix_bug(&p, &broken, &[]);
    assert_eq!(code, 2, "an unfinished run is not overwritten");
    assert!(err.contains("agentsmith resume"), "{err}");
    resumed_with_the_fix(&p);
    assert!(read(&p, "calc.py").contains(FIX));
    let (_, json) = report(&p);
    assert_eq!(
        labels(&json),
        ["before true", "attempt 1 true", "reproduction false"],
        "the test run before is not repeated"
    );
}

/// A failed run whose run.json is rewritten as an older version wrote it: the plan's title,
/// Markdown and `dissent` in the job too, and (`typed: false`) no typed plan in the record.
/// Resumed with the fix; the record as written, report.md and report.json after.
fn an_older_record_resumed(dissent: Value, typed: bool) -> (Value, String, Value, Value) {
    let p = calc_project();
    a_failed_run(&p);
    let path = p.repo().join(".agent-smith/run.json");
    let mut record: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    let markdown = read(&p, ".agent-smith/debate/plan-v1.md");
    assert!(markdown.starts_with("# Fix the divisor in mean (plan v1)"), "{markdown}");
    record["job"]["plan_title"] = record["plan"]["title"].clone();
    record["job"]["plan"] = Value::String(markdown);
    record["job"]["dissent"] = dissent;
    if !typed {
        record.as_object_mut().unwrap().remove("plan");
    }
    std::fs::write(&path, serde_json::to_string_pretty(&record).unwrap()).unwrap();
    resumed_with_the_fix(&p);
    let (md, json) = report(&p);
    assert!(
        md.contains("## Plan\n\n### Fix the divisor in mean (plan v1)\n\nDivide by len(values); add a test."),
        "{md}"
    );
    let again: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    (record, md, json, again)
}

/// A run recorded by the version that kept the plan's title, Markdown and dissent in the job
/// too is resumed; its report and pull request read them from the run's plan, and the record
/// written again keeps the plan in one place.
#[test]
fn a_run_recorded_with_the_plan_twice_is_resumed() {
    let (record, _, json, again) = an_older_record_resumed(serde_json::json!([]), true);
    assert_eq!(json["plan"]["title"], "Fix the divisor in mean");
    for gone in ["plan_title", "plan", "dissent"] {
        assert_eq!(json["job"].get(gone), None, "report.json: {gone}");
        assert_eq!(again["job"].get(gone), None, "run.json: {gone}");
    }
    assert_eq!(again["plan"], record["plan"]);
}

/// A run recorded before the typed plan (its plan's title, Markdown and dissent in the job
/// only) is resumed with that plan: its report shows it and its objections, and run.json
/// keeps them.
#[test]
fn a_run_recorded_before_the_typed_plan_keeps_its_plan() {
    let dissent = serde_json::json!([{ "role": "dba", "objection": "no index on orders", "alternative": "add one" }]);
    let (record, md, json, again) = an_older_record_resumed(dissent, false);
    assert!(md.contains("no index on orders"), "{md}");
    assert_eq!(again["job"]["plan_title"], "Fix the divisor in mean");
    assert_eq!(again["job"]["dissent"], record["job"]["dissent"]);
    assert_eq!((json["plan"].clone(), again.get("plan")), (Value::Null, None));
}

/// A run recorded before the typed debate summary (the job's panel as `[emoji, role, why]`,
/// its debate a line of text) is resumed: its report shows that panel and line as they were,
/// and run.json keeps them.
#[test]
fn a_run_recorded_before_the_typed_debate_summary_is_resumed() {
    let p = calc_project();
    a_failed_run(&p);
    let path = p.repo().join(".agent-smith/run.json");
    let mut record: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    assert_eq!(record["job"]["debate"]["end"]["kind"], "agreed", "{}", record["job"]);
    let (panel, line) = (serde_json::json!([["🧪", "tester", "matched: mean"]]), "The panel agreed after 1 round.");
    record["job"]["panel"] = panel.clone();
    record["job"]["debate"] = Value::String(line.into());
    std::fs::write(&path, serde_json::to_string_pretty(&record).unwrap()).unwrap();
    resumed_with_the_fix(&p);
    let (md, json) = report(&p);
    assert!(md.contains(&format!("## Panel and debate\n\n- 🧪 **tester**: matched: mean\n\n{line}\n")), "{md}");
    let again: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
    for job in [&json["job"], &again["job"]] {
        assert_eq!((&job["panel"], job["debate"].as_str()), (&panel, Some(line)), "{job}");
    }
}

/// `--no-debate`: the job holds no debate, and the report says there was none.
#[test]
fn a_job_without_a_debate_says_so() {
    let p = calc_project();
    let (code, out, err) = fix_bug(&p, &format!("rules:\n{EXECUTE}{}", the_fix()), &["--no-debate"]);
    assert_eq!(code, 0, "{out}{err}");
    let (md, json) = report(&p);
    assert_eq!((json["job"].get("debate"), json["job"].get("panel")), (None, None), "{}", json["job"]);
    let none = "## Panel and debate\n\n\nNo debate (--no-debate): the ticket went straight to the smith tree.\n";
    assert!(md.contains(none), "{md}");
}

#[tokio::test(flavor = "multi_thread")]
async fn a_github_issue_is_read_from_the_api() {
    use wiremock::matchers::{header, method, path};
    use wiremock::{Mock, MockServer, ResponseTemplate};
    let server = MockServer::start().await;
    let issue = serde_json::json!({
        "number": 7, "title": "mean() is wrong for two values", "body": "calc.mean([2, 4]) returns 6.0",
        "html_url": "https://github.com/acme/calc/issues/7", "labels": [{ "name": "bug" }]
    });
    Mock::given(method("GET"))
        .and(path("/repos/acme/calc/issues/7"))
        .and(header("authorization", "Bearer ghp_testtoken123"))
        .respond_with(ResponseTemplate::new(200).set_body_json(issue))
        .mount(&server)
        .await;
    let p = calc_project();
    let uri = server.uri();
    let (code, out, err, prompts) = tokio::task::spawn_blocking(move || {
        let mut c = cmd(&p, DEBATE, &["fix-bug", "--issue", "acme/calc#7", "--test-cmd", TEST_CMD, "--dry-run"]);
        c.env("AGENTSMITH_GITHUB_API", &uri).env("GITHUB_TOKEN", "ghp_testtoken123");
        let (code, out, err) = run(c);
        let mut prompts = String::new();
        for e in std::fs::read_dir(p.repo().join(".agent-smith/debate/prompts")).unwrap().flatten() {
            prompts.push_str(&std::fs::read_to_string(e.path()).unwrap_or_default());
        }
        let mut c = cmd(&p, DEBATE, &["fix-bug", "--issue", "acme/calc#8", "--test-cmd", TEST_CMD]);
        c.env("AGENTSMITH_GITHUB_API", &uri).env("GITHUB_TOKEN", "ghp_testtoken123");
        let missing = run(c);
        assert_eq!(missing.0, 2);
        assert!(missing.2.contains("acme/calc#8: no such issue"), "{}", missing.2);
        (code, out, err, prompts)
    })
    .await
    .unwrap();
    assert_eq!(code, 0, "{out}{err}");
    for part in [
        "mean() is wrong for two values",
        "GitHub issue acme/calc#7 (https://github.com/acme/calc/issues/7)",
        "Labels: bug",
        "calc.mean([2, 4]) returns 6.0",
    ] {
        assert!(prompts.contains(part), "{part} missing from the prompts:\n{prompts}");
    }
    assert!(!prompts.contains("ghp_testtoken123"));
    assert!(err.contains("panel (coding)"), "{err}");
    assert!(!out.contains("ghp_testtoken123") && !err.contains("ghp_testtoken123"));
    let requests = server.received_requests().await.unwrap();
    assert_eq!(requests.len(), 2);
    assert!(requests[0].headers.get("user-agent").unwrap().to_str().unwrap().starts_with("agentsmith/"));
}

#[test]
fn a_target_inside_a_larger_repository_and_a_folder_without_git() {
    // The project is `app/` of a larger repository: copies are of the whole repository, the
    // smiths see `app/`, the tests run there, and the patch applies at the top.
    let p = Project::new();
    for f in ["calc.py", "test_calc.py"] {
        p.write(&format!("app/{f}"), &original(f));
    }
    p.write("README.md", "# monorepo\n");
    git(&p.repo(), &["init", "-q", "-b", "main"]);
    git(&p.repo(), &["add", "-A"]);
    git(&p.repo(), &["commit", "-q", "-m", "initial"]);
    let script = format!(
        "{DEBATE}{EXECUTE}{}",
        smith_edits("smith-root", &format!("{}, {}", edit("calc.py", BUG, FIX), add_test()), "Fixed.")
    );
    let app = p.repo().join("app");
    let file = crate::common::write(&p.dir.path().join("script.yaml"), &script);
    let mut c = p.cmd_in(&app, &["fix-bug", "mean() is wrong", "--test-cmd", TEST_CMD]);
    c.env("AGENTSMITH_PROVIDER", "scripted")
        .env("AGENTSMITH_SCRIPT", &file)
        .env("PATH", std::env::var("PATH").unwrap_or_default());
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    assert!(std::fs::read_to_string(app.join("calc.py")).unwrap().contains(FIX));
    assert!(std::fs::read_to_string(app.join(".agent-smith/results/final.patch")).unwrap().contains("a/app/calc.py"));

    // A plain folder: the copies come from a snapshot of it.
    let q = Project::new();
    for f in ["calc.py", "test_calc.py"] {
        q.write(f, &original(f));
    }
    let (code, out, err) = fix_bug(&q, &script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(read(&q, "calc.py").contains(FIX) && read(&q, "test_calc.py").contains("test_mean"));
    assert!(!q.repo().join(".git").exists(), "no repository is made in the user's folder");
}

#[test]
fn a_failed_debate_executes_nothing() {
    let p = Project::new();
    commit_buggy_calc(&p);
    let script = "rules:\n  - when: { stage: triage }\n    reply: { json: { add: [], drop: [] } }\n  - when: { stage: draft }\n    reply: { json: { title: \"Fix the divisor in mean\", summary: \"Divide by len.\", steps: [\"Fix mean\"], risks: [], responses: [] } }\n  - when: { stage: review }\n    reply: { error: 503 }\n  - reply: { content: \"should never be asked\" }\n";
    let s = p.write("script.yaml", script);
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n");
    // A patch left in results/ by something else does not stand beside this job's report.
    p.write(".agent-smith/results/final.patch", "--- a/calc.py\n+++ b/calc.py\n");
    let mut c = p.cmd(&["fix-bug", "mean divides by n-1", "--test-cmd", TEST_CMD]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("The debate failed:") && out.contains("Nothing was executed: the debate failed."), "{out}");
    assert!(!p.repo().join(".agent-smith/results/final.patch").exists());
    assert!(!p.repo().join(".agent-smith/smiths").exists(), "no smith was started");
    assert!(std::fs::read_to_string(p.repo().join("calc.py")).unwrap().contains(BUG));
    // The job still leaves its report, which says why, for CI to keep.
    assert!(out.contains(".agent-smith/results/report.md"), "{out}");
    let md = read(&p, ".agent-smith/results/report.md");
    assert!(md.contains("The debate failed") && md.contains("Nothing was carried out: the debate failed."), "{md}");
    let json: serde_json::Value = serde_json::from_str(&read(&p, ".agent-smith/results/report.json")).unwrap();
    assert_eq!(
        (&json["kind"], &json["verified"], &json["delivered"], &json["outcome"]),
        (&"fix-bug".into(), &false.into(), &false.into(), &"Nothing was executed: the debate failed.".into())
    );
    assert_eq!(json["job"]["ticket"]["title"], "mean divides by n-1");
    assert_eq!(json["job"]["debate"]["end"]["kind"], "failed", "{}", json["job"]);
    assert!(json["usage"]["calls"].as_u64().unwrap() > 0, "{}", json["usage"]);
}

#[test]
fn a_coding_leaf_that_changed_nothing_and_used_no_tool_did_not_complete() {
    let p = Project::new();
    commit_buggy_calc(&p);
    let script = format!(
        "{DEBATE}{EXECUTE}  - when: {{ stage: execute }}\n    reply: {{ content: \"Fixed the divisor in mean.\\n\\nAll good.\" }}\n"
    );
    let s = p.write("script.yaml", &script);
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n");
    let mut c = p.cmd(&["fix-bug", "mean divides by n-1", "--test-cmd", TEST_CMD]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 1, "{out}{err}");
    let r = std::fs::read_to_string(p.repo().join(".agent-smith/smiths/smith-root/outbox/result.md")).unwrap();
    assert!(r.contains("status: failed") && r.contains("nothing was changed and no tool was used"), "{r}");
    assert!(!out.contains("completed ✓") && !err.contains("completed ✓"), "{out}{err}");
}

#[test]
fn a_dependent_leaf_starts_from_its_prerequisites_changes() {
    // smith-002 depends on smith-001 and edits the test smith-001 added: only possible in a copy
    // that holds smith-001's changes. Its own patch holds only its own edits, so the merge is clean.
    let p = calc_project();
    let script = format!(
        "{DEBATE}  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: ordered, subtasks: [{{ title: \"Add test_mean\", description: \"Add it.\", expected_output: done, depends_on: [] }}, {{ title: \"Fix mean\", description: \"Fix it.\", expected_output: done, depends_on: [1] }}] }} }}\n{}{}{EXECUTE}",
        smith_edits("smith-root/smith-001", &add_test(), "Added test_mean."),
        smith_edits(
            "smith-root/smith-002",
            &format!(
                "{}, {}",
                edit("calc.py", BUG, FIX),
                edit(
                    "test_calc.py",
                    "self.assertEqual(mean([2, 4]), 3.0)",
                    "self.assertEqual(mean([2, 4]), 3.0)\n        self.assertEqual(mean([1, 2, 3]), 2.0)"
                )
            ),
            "Fixed mean."
        ),
    );
    let (code, out, err) = fix_bug(&p, &script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(read(&p, "calc.py").contains(FIX));
    let tests = read(&p, "test_calc.py");
    assert!(tests.contains("mean([2, 4]), 3.0)") && tests.contains("mean([1, 2, 3]), 2.0)"), "{tests}");
    let own = read(&p, ".agent-smith/smiths/smith-root/children/smith-002/outbox/changes.patch");
    assert!(own.contains("+        self.assertEqual(mean([1, 2, 3]), 2.0)"), "{own}");
    assert!(!own.contains("+    def test_mean(self):"), "smith-001's change is not smith-002's: {own}");
}

#[test]
fn a_dependent_subtask_that_splits_starts_its_children_from_the_prerequisites_changes() {
    // smith-002 depends on smith-001 and splits; its second child edits the test smith-001
    // added: only possible in a copy that holds smith-001's changes. smith-002's merged patch
    // holds only its children's edits, so the root's merge is clean.
    let p = calc_project();
    let script = format!(
        "{DEBATE}  - when: {{ stage: decide, smith: smith-root }}\n    reply: {{ json: {{ action: decompose, reasoning: ordered, subtasks: [{{ title: \"Add test_mean\", description: \"Add it.\", expected_output: done, depends_on: [] }}, {{ title: \"Fix mean and extend its test\", description: \"Fix it.\", expected_output: done, depends_on: [1] }}] }} }}\n  - when: {{ stage: decide, smith: smith-root/smith-002 }}\n    reply: {{ json: {{ action: decompose, reasoning: two parts, subtasks: [{{ title: \"Fix mean\", description: \"Fix it.\", expected_output: done, depends_on: [] }}, {{ title: \"Extend test_mean\", description: \"Extend it.\", expected_output: done, depends_on: [] }}] }} }}\n{}{}{}{EXECUTE}",
        smith_edits("smith-root/smith-001", &add_test(), "Added test_mean."),
        smith_edits("smith-root/smith-002/smith-001", &edit("calc.py", BUG, FIX), "Fixed mean."),
        smith_edits(
            "smith-root/smith-002/smith-002",
            &edit(
                "test_calc.py",
                "self.assertEqual(mean([2, 4]), 3.0)",
                "self.assertEqual(mean([2, 4]), 3.0)\n        self.assertEqual(mean([1, 2, 3]), 2.0)"
            ),
            "Extended test_mean."
        ),
    );
    let (code, out, err) = fix_bug(&p, &script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(read(&p, "calc.py").contains(FIX));
    let tests = read(&p, "test_calc.py");
    assert!(tests.contains("mean([2, 4]), 3.0)") && tests.contains("mean([1, 2, 3]), 2.0)"), "{tests}");
    let grandchild =
        read(&p, ".agent-smith/smiths/smith-root/children/smith-002/children/smith-002/outbox/changes.patch");
    assert!(grandchild.contains("+        self.assertEqual(mean([1, 2, 3]), 2.0)"), "{grandchild}");
    let merged = read(&p, ".agent-smith/smiths/smith-root/children/smith-002/outbox/changes.patch");
    assert!(merged.contains("+        self.assertEqual(mean([1, 2, 3]), 2.0)") && merged.contains(FIX), "{merged}");
    assert!(!merged.contains("+    def test_mean(self):"), "smith-001's change is not smith-002's: {merged}");
}

#[test]
fn on_failure_retry_in_fix_bug_gives_a_failed_subtask_one_more_attempt() {
    // The gateway retries once itself: two errors fail smith-002's first attempt.
    let p = calc_project();
    let script = format!(
        "{DEBATE}{}  - when: {{ stage: execute, smith: smith-root/smith-002 }}\n    replies:\n      - error: 500\n      - error: 500\n      - tool_calls: [{}]\n      - content: \"Fixed mean.\"\n{}{EXECUTE}",
        decompose(&["Add test_mean", "Fix mean"]),
        edit("calc.py", BUG, FIX),
        smith_edits("smith-root/smith-001", &add_test(), "Added test_mean."),
    );
    let (code, out, err) = fix_bug(&p, &script, &["--on-failure", "retry"]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(read(&p, "calc.py").contains(FIX));
    let events = read(&p, ".agent-smith/events.jsonl");
    assert!(events.contains("smith-root/smith-002 failed; one more attempt (on_failure: retry)"), "{events}");
    // Without it (skip, the default) the failure stands and nothing is applied.
    let p = calc_project();
    let (code, out, err) = fix_bug(&p, &script, &[]);
    assert_ne!(code, 0, "{out}{err}");
    assert!(read(&p, "calc.py").contains(BUG));
}
