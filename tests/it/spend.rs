//! Spend you can predict: every model command's report compares what was spent with the
//! estimate `--dry-run` and `--confirm` print (the same estimator): the expected figures, from
//! what is known (the panel, the plan's steps, the findings), and the bound the budget enforces
//! (the limits' worst case, clamped by the budget's caps).

use serde_json::Value;

use crate::common::run;

/// The report's `spend` object against the usage the same report gives: the spend, the ratio
/// to the expected figures, and a bound that holds it.
fn assert_matches_usage(spend: &Value, calls: u64, input: u64, output: u64) {
    assert_eq!(spend["spent"]["calls"], calls, "{spend}");
    assert_eq!(spend["spent"]["input_tokens"], input, "{spend}");
    assert_eq!(spend["spent"]["output_tokens"], output, "{spend}");
    let (e, b) = (&spend["expected"], &spend["bound"]);
    let expected = e["calls"].as_u64().unwrap();
    assert!(expected > 0, "{spend}");
    let ratio = spend["ratio"]["calls"].as_f64().unwrap();
    assert!((ratio - calls as f64 / expected as f64).abs() < 0.001, "{spend}");
    let tokens = e["input_tokens"].as_u64().unwrap() + e["output_tokens"].as_u64().unwrap();
    assert!((spend["ratio"]["tokens"].as_f64().unwrap() - (input + output) as f64 / tokens as f64).abs() < 0.001);
    assert!(b["calls"].as_u64().unwrap() >= calls && b["tokens"].as_u64().unwrap() >= input + output, "{spend}");
    assert!(b["limits"]["input_tokens"].as_u64().unwrap() >= input, "{spend}");
    assert!(b["limits"]["output_tokens"].as_u64().unwrap() >= output, "{spend}");
    assert_eq!(spend["over"], serde_json::json!([]), "{spend}");
}

/// `N` of `... N model calls` in a line: the first number after `prefix`.
fn number_after(line: &str, prefix: &str) -> u64 {
    line.split(prefix).nth(1).unwrap().split(|c: char| !c.is_ascii_digit()).next().unwrap().parse().unwrap()
}

#[test]
fn a_debate_report_compares_the_estimate_with_the_spend() {
    use crate::debate::{agree, debate, draft, project, report};
    let script = draft() + &agree("architect", 1) + &agree("dba", 1) + &agree("tester", 1);
    let (p, s) = project(&script);
    p.write(
        ".agentsmith/config.yaml",
        "prices:\n  scripted: { input_per_mtok: 1.0, output_per_mtok: 2.0 }\nnetwork:\n  retries: 1\n",
    );
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    let u = &r["usage"];
    assert_eq!(u["calls"], 4, "{u}");
    assert_matches_usage(
        &r["spend"],
        u["calls"].as_u64().unwrap(),
        u["input_tokens"].as_u64().unwrap(),
        u["output_tokens"].as_u64().unwrap(),
    );
    assert!(r["spend"]["expected"]["cost_usd"].as_f64().unwrap() > 0.0, "{}", r["spend"]);
    assert!(r["spend"]["bound"]["cost_usd"].as_f64().unwrap() > 0.0, "{}", r["spend"]);
    let md = std::fs::read_to_string(p.repo().join(".agent-smith/results/report.md")).unwrap();
    assert!(md.contains("## Spent against the estimate") && md.contains("Within the bound."), "{md}");
    assert!(
        md.contains(&format!(
            "| spent | 4 | {} | {} (",
            r["spend"]["spent"]["input_tokens"].as_u64().unwrap()
                + r["spend"]["spent"]["output_tokens"].as_u64().unwrap(),
            u["input_tokens"]
        )),
        "{md}"
    );
    assert!(
        md.contains("The expected figures assume the debate: 3 roles reviewing, ending after 1 or 2 rounds alike"),
        "{md}"
    );
    // The dry run printed the same figures: expected, and at most.
    let (code, dry, err) = debate(&p, &s, &["--dry-run"]);
    assert_eq!(code, 0, "{dry}{err}");
    let estimate = dry.lines().find(|l| l.starts_with("estimate: ")).expect(&dry);
    assert_eq!(number_after(estimate, "expected about "), r["spend"]["expected"]["calls"].as_u64().unwrap(), "{dry}");
    assert_eq!(number_after(estimate, "; at most "), r["spend"]["bound"]["calls"].as_u64().unwrap(), "{dry}");
    // And the final line says it: the spend against both.
    let expected = r["spend"]["expected"]["calls"].as_u64().unwrap();
    let ratio = 4.0 / expected as f64;
    assert!(
        out.contains(&format!("Spent against the estimate: 4 model calls ({ratio:.2}x the {expected} expected; ")),
        "{out}"
    );
}

#[test]
fn a_debate_whose_spend_exceeds_the_estimate_says_so_and_still_succeeds() {
    use crate::debate::{agree, debate, draft, project, report};
    // A reviewer's answer far longer than the output cap the estimate allows (the scripted
    // provider counts about 4 characters a token, and caps nothing).
    let long = "The tester is satisfied: the migration's index build is checked on a copy of orders. ".repeat(2500);
    let script = draft()
        + &agree("architect", 1)
        + &agree("dba", 1)
        + &format!(
            "  - when: {{ stage: review, role: tester, round: 1 }}\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"{long}\", alternative: \"\", criteria: [] }} }}\n"
        );
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 0, "over the estimate is a bug signal, not a failure: {out}{err}");
    let r = report(&p);
    assert_eq!(r["spend"]["over"], serde_json::json!(["output_tokens"]), "{}", r["spend"]);
    let md = std::fs::read_to_string(p.repo().join(".agent-smith/results/report.md")).unwrap();
    assert!(md.contains("**OVER THE BOUND (output_tokens)"), "{md}");
    assert!(out.contains("OVER THE BOUND (output_tokens)"), "{out}");
}

#[test]
fn a_security_scan_report_compares_the_estimate_with_the_spend() {
    use crate::review::{FILTER, project, results, script, scripted};
    let p = project();
    let (code, out, err) = run(scripted(&p, &script(FILTER), &["security-scan", "--review"]));
    assert_eq!(code, 1, "{out}{err}");
    let (_, json, md) = results(&p);
    let review = &json["review"];
    let spend = &review["spend"];
    let calls = review["calls"].as_u64().unwrap();
    assert!(calls > 0);
    assert_eq!(spend["spent"]["calls"], calls, "{spend}");
    let (i, o) = (spend["spent"]["input_tokens"].as_u64().unwrap(), spend["spent"]["output_tokens"].as_u64().unwrap());
    assert_eq!(i + o, review["tokens"].as_u64().unwrap(), "{spend}");
    assert_matches_usage(spend, calls, i, o);
    assert!(md.contains("## Spent against the estimate") && md.contains(&format!("| spent | {calls} |")), "{md}");
    assert!(out.contains(&format!("Spent against the estimate: {calls} model calls (")), "{out}");
    // The investigation is expected on the agreed plan's steps, the filter on its batches.
    let assumed = spend["assumed"].to_string();
    assert!(
        assumed.contains("the smiths' investigation: the plan's ")
            && assumed.contains("the false-positive filter: 1 batch of 3 findings"),
        "{assumed}"
    );
}

#[test]
fn a_security_scan_dry_run_counts_the_filter_and_the_investigation_in_its_worst_case() {
    use crate::review::{FILTER, project, script, scripted};
    let p = project();
    let (code, out, err) = run(scripted(&p, &script(FILTER), &["security-scan", "--dry-run"]));
    assert_eq!(code, 0, "{out}{err}");
    let line = |prefix: &str| out.lines().find(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("{prefix}: {out}"));
    // Each part, expected and at most; the whole is their sum, under the default caps.
    let parts = ["  the debate (at most 3 rounds): ", "  the smiths' investigation: ", "  the false-positive filter: "];
    let (mut expected, mut most) = (0, 0);
    for part in parts {
        expected += number_after(line(part), "expected about ");
        most += number_after(line(part), "; at most ");
    }
    let filter = line("  the false-positive filter: ");
    assert!(
        filter.contains("expected about 1 model call, ") && filter.contains("; at most 2 model calls, "),
        "every batch asked twice at most: {out}"
    );
    let whole = line("estimate: ");
    assert_eq!(number_after(whole, "expected about "), expected, "{out}");
    assert!(most > 1000, "{out}");
    assert_eq!(number_after(whole, "; at most "), 1000, "the default cap on calls: {out}");
    assert!(whole.contains("(the budget's caps: max_calls, max_tokens)"), "{whole}");
    // Before the debate the plan is not known: the investigation assumes the typical plan.
    assert!(
        out.contains(
            "the smiths' investigation: 3 steps assumed (the typical plan; the plan is not known before the debate)"
        ),
        "{out}"
    );
}

#[test]
fn a_fix_bug_report_compares_the_estimate_with_the_spend() {
    use crate::change::{BUG, DEBATE, EXECUTE, FIX, add_test, calc_project, edit, fix_bug, report, smith_edits};
    let p = calc_project();
    let script = format!(
        "{DEBATE}{EXECUTE}{}",
        smith_edits(
            "smith-root",
            &format!("{}, {}", edit("calc.py", BUG, FIX), add_test()),
            "Fixed mean.\n\nOne line."
        )
    );
    let (code, out, err) = fix_bug(&p, &script, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let (md, json) = report(&p);
    let u = &json["usage"];
    assert_matches_usage(
        &json["spend"],
        u["calls"].as_u64().unwrap(),
        u["input_tokens"].as_u64().unwrap(),
        u["output_tokens"].as_u64().unwrap(),
    );
    assert!(md.contains("## Spent against the estimate") && md.contains("Within the bound."), "{md}");
    // The tree on the agreed plan's steps, and no fix round, are what the expected figures assume.
    let assumed = json["spend"]["assumed"].to_string();
    assert!(assumed.contains("the smith tree: the plan's ") && assumed.contains("the fix rounds: none"), "{assumed}");
    let calls = u["calls"].as_u64().unwrap();
    assert!(out.contains(&format!("Spent against the estimate: {calls} model calls (")), "{out}");
}

#[test]
fn a_resumed_debate_compares_the_estimate_kept_with_the_pause_with_what_both_parts_spent() {
    use crate::debate_ask::{ARGS, asks, cmd, project, report};
    let (p, s) = project(&asks(), "prices:\n  scripted: { input_per_mtok: 1.0, output_per_mtok: 2.0 }\n");
    let (code, out, err) = run(cmd(&p, &s, ARGS));
    assert_eq!(code, 3, "{out}{err}");
    // The estimate is kept with the paused state, and so is what the first part spent.
    let paused: Value =
        serde_json::from_str(&std::fs::read_to_string(p.repo().join(".agent-smith/debate/paused.json")).unwrap())
            .unwrap();
    let kept = paused["spend_estimate"].clone();
    assert!(kept["expected"]["calls"].as_u64().unwrap() > 0, "{paused}");
    assert!(kept["bound"]["calls"].as_u64().unwrap() > kept["expected"]["calls"].as_u64().unwrap(), "{paused}");
    let first = paused["outcome"]["usage"]["calls"].as_u64().unwrap();
    assert_eq!(first, 5, "draft, 3 reviews, the consolidator's question: {}", paused["outcome"]["usage"]);

    let (code, out, err) = run(cmd(&p, &s, &["resume", "--answer", "16"]));
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    let u = &r["usage"];
    // Both parts: the first 5 calls, then the revision with the answer and round 2's 3 reviews.
    assert_eq!(u["calls"], 9, "{u}");
    let spend = &r["spend"];
    assert_matches_usage(spend, 9, u["input_tokens"].as_u64().unwrap(), u["output_tokens"].as_u64().unwrap());
    for k in ["calls", "input_tokens", "output_tokens", "cache_read_tokens"] {
        assert_eq!(spend["expected"][k], kept["expected"][k], "{k}: {spend}");
        assert_eq!(spend["bound"]["limits"][k], kept["bound"][k], "{k}: {spend}");
    }
    assert!(spend["expected"]["cost_usd"].as_f64().unwrap() > 0.0, "{spend}");
    let md = std::fs::read_to_string(p.repo().join(".agent-smith/results/report.md")).unwrap();
    assert!(md.contains("## Spent against the estimate") && md.contains("| spent | 9 | "), "{md}");
    let most = kept["bound"]["calls"].as_u64().unwrap();
    assert!(
        out.contains("Spent against the estimate: 9 model calls (") && out.contains(&format!("of at most {most}), ")),
        "{out}"
    );
}

#[test]
fn a_security_scan_whose_debate_failed_still_compares_the_estimate_with_the_spend() {
    use crate::review::{project, results, scan_with_failed_debate};
    let p = project();
    // Every reviewer's call fails: the debate fails after its draft; the filter goes on.
    let (code, out, err) = scan_with_failed_debate(&p);
    assert_eq!(code, 1, "{out}{err}");
    let (_, json, md) = results(&p);
    let review = &json["review"];
    assert_eq!(review["complete"], false, "{review}");
    let spend = &review["spend"];
    let calls = review["calls"].as_u64().unwrap();
    assert!(calls > 0, "{review}");
    assert_eq!(spend["spent"]["calls"], calls, "the debate's calls are counted: {spend}");
    let (i, o) = (spend["spent"]["input_tokens"].as_u64().unwrap(), spend["spent"]["output_tokens"].as_u64().unwrap());
    assert_matches_usage(spend, calls, i, o);
    assert!(!md.contains("No comparison with the worst case"), "{md}");
    assert!(md.contains("## Spent against the estimate") && md.contains(&format!("| spent | {calls} |")), "{md}");
    assert!(out.contains(&format!("Spent against the estimate: {calls} model calls (")), "{out}");
}

#[test]
fn the_tree_worst_case_counts_conflicts_resolved_checkpoints_and_fallbacks() {
    let (p, s) = crate::common::scripted_project("rules: []\n", "limits:\n  max_turns: 2\n");
    let args = [
        "run",
        "Greet the users",
        "--roles",
        "architect,tester",
        "--triage",
        "rules",
        "--dry-run",
        "--max-depth",
        "1",
        "--max-children",
        "2",
    ];
    let (code, out, err) = run(crate::common::scripted_cmd(&p, &s, &args));
    assert_eq!(code, 0, "{out}{err}");
    let line = out
        .lines()
        .find(|l| l.starts_with("  the smith tree (depth 1, 2 subtasks a smith, 2 turns a leaf): "))
        .expect(&out);
    // 3 smiths decide twice (6); each of the 2 leaves takes 2 turns and a checkpoint (6); the
    // parent resolves a conflict with each child in 2 turns (4), aggregates (1), and does the
    // task itself in 2 turns and a checkpoint (3). Expected: the root splits the typical plan
    // 2 ways (the limit), each child decides and takes its 2 turns, the root aggregates.
    assert!(line.contains(": expected about 8 model calls, ") && line.contains("; at most 20 model calls, "), "{line}");
    assert!(out.contains("the smith tree: 3 steps assumed (the typical plan; the plan is not known before the debate) as the root's split into 2 leaves, grouped, 2 turns a leaf"), "{out}");
}

#[test]
fn a_dry_run_shows_the_expected_figures_and_the_bound_the_budgets_caps_set() {
    let (p, s) = crate::common::scripted_project(
        "rules: []\n",
        "budget:\n  max_calls: 200\n  max_tokens: 2000000\nprices:\n  scripted: { input_per_mtok: 3.0, output_per_mtok: 15.0 }\n",
    );
    let args = ["run", "Greet the users", "--roles", "architect,tester", "--triage", "rules", "--dry-run"];
    let (code, out, err) = run(crate::common::scripted_cmd(&p, &s, &args));
    assert_eq!(code, 0, "{out}{err}");
    // The whole: expected, priced; at most what the budget's caps allow, below the limits'
    // worst case (a tree of 156 smiths).
    let whole = out.lines().find(|l| l.starts_with("estimate: expected about ")).expect(&out);
    assert!(
        whole.contains(" tokens ($")
            && whole.contains(" with the prompt cache); at most 200 model calls / 2M tokens ($"),
        "{whole}"
    );
    assert!(whole.ends_with(" (the budget's caps: max_calls, max_tokens)"), "{whole}");
    // Each part, and what the expected figures assume before the debate.
    assert!(out.contains("\n  the debate (at most 3 rounds): expected about 5 model calls, "), "{out}");
    assert!(
        out.contains(
            "\n  the smith tree (depth 3, 5 subtasks a smith, 25 turns a leaf): expected about 17 model calls, "
        ),
        "{out}"
    );
    assert!(out.contains("3 steps assumed (the typical plan; the plan is not known before the debate) as the root's split into 3 leaves, 4 turns a leaf"), "{out}");
    assert_eq!(number_after(whole, "expected about "), 5 + 17, "{out}");
}

/// The buggy-calc example with its scripted `run` (a three-step plan, split three ways).
fn scripted_run_example(extra: &[&str]) -> (crate::common::Project, i32, String, String) {
    let p = crate::common::Project::new();
    crate::common::commit_buggy_calc(&p);
    let script = crate::common::root().join("examples/buggy-calc/scripted-run.yaml");
    let mut args = vec!["run", "Add median() to calc.py, with its test"];
    args.extend(extra);
    let (code, out, err) = run(crate::common::scripted_cmd(&p, &script, &args));
    (p, code, out, err)
}

#[test]
fn a_run_on_a_three_step_plan_expects_three_root_children_and_compares_the_spend_with_both() {
    let (p, code, out, err) = scripted_run_example(&["--confirm", "--yes"]);
    assert_eq!(code, 0, "{out}{err}");
    // The confirmation, after the debate: the agreed plan's 3 steps are the root's 3 children,
    // each deciding once and taking 4 turns, and the root aggregates: 1 + 3 x 5 + 1 calls.
    let tree = out
        .lines()
        .find(|l| l.starts_with("  the smith tree (depth 3, 5 subtasks a smith, 25 turns a leaf): "))
        .expect(&out);
    assert!(
        tree.contains(": expected about 17 model calls, ") && tree.contains("; at most 8274 model calls, "),
        "{tree}"
    );
    assert!(
        out.contains("the smith tree: the plan's 3 steps as the root's split into 3 leaves, 4 turns a leaf"),
        "{out}"
    );
    assert!(out.contains("--yes: carrying it out.") && out.contains(": completed."), "{out}");
    // The tree did split three ways.
    let tree: Value =
        serde_json::from_str(&std::fs::read_to_string(p.repo().join(".agent-smith/results/report.json")).unwrap())
            .unwrap();
    assert_eq!(tree["tree"]["children"].as_array().map(Vec::len), Some(3), "{}", tree["tree"]);
    // The report: the run's estimate (the debate's and the tree's) against the spend, with the
    // ratios, in report.json, report.md and the last line.
    let spend = &tree["spend"];
    let u = &spend["spent"];
    assert_matches_usage(
        spend,
        u["calls"].as_u64().unwrap(),
        u["input_tokens"].as_u64().unwrap(),
        u["output_tokens"].as_u64().unwrap(),
    );
    // The debate's (the model's triage, the draft and 3 reviews in one round, or with a
    // revision and 3 more in two: 5 or 9) and the tree's 17.
    assert_eq!(spend["expected"]["calls"], 7 + 17, "{spend}");
    let assumed = spend["assumed"].to_string();
    assert!(
        assumed.contains("the debate: 3 roles reviewing")
            && assumed.contains("the plan's 3 steps as the root's split into 3 leaves"),
        "{assumed}"
    );
    let ratio = spend["ratio"]["calls"].as_f64().unwrap();
    assert!((1.0 / 3.0..=3.0).contains(&ratio), "within 3x of the expected calls: {spend}");
    let md = std::fs::read_to_string(p.repo().join(".agent-smith/results/report.md")).unwrap();
    assert!(
        md.contains("## Spent against the estimate (the debate and the tree)")
            && md.contains("| expected | ")
            && md.contains("| at most | "),
        "{md}"
    );
    let line = out.lines().find(|l| l.starts_with("Spent against the estimate: ")).expect(&out);
    // The bound is the default cap on calls (1000), under the limits' worst case.
    assert!(line.contains(&format!("{ratio:.2}x the ")) && line.contains("% of at most 1000)"), "{line}");
}
