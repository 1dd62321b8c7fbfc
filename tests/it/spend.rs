//! Spend you can predict: every model command's report compares the worst case `--dry-run`
//! prints (the same estimator) with what was spent; a dry run's worst case counts every call
//! the command can make.

use serde_json::Value;

use crate::common::run;

/// The report's `spend` object against the usage the same report gives.
fn assert_matches_usage(spend: &Value, calls: u64, input: u64, output: u64) {
    assert_eq!(spend["spent"]["calls"], calls, "{spend}");
    assert_eq!(spend["spent"]["input_tokens"], input, "{spend}");
    assert_eq!(spend["spent"]["output_tokens"], output, "{spend}");
    let e = &spend["estimate"];
    assert!(e["calls"].as_u64().unwrap() >= calls, "{spend}");
    assert!(e["input_tokens"].as_u64().unwrap() >= input, "{spend}");
    assert!(e["output_tokens"].as_u64().unwrap() >= output, "{spend}");
    assert_eq!(spend["over"], serde_json::json!([]), "{spend}");
}

/// `N` of `calls N` in a dry run's line: the first number after `prefix`.
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
    assert!(r["spend"]["estimate"]["cost_usd"].as_f64().unwrap() > 0.0, "{}", r["spend"]);
    let md = std::fs::read_to_string(p.repo().join(".agent-smith/results/report.md")).unwrap();
    assert!(md.contains("## Spent against the estimate") && md.contains("Within the estimate."), "{md}");
    assert!(md.contains(&format!("| spent | 4 | {} (", u["input_tokens"])), "{md}");
    // The dry run printed the same worst case's calls.
    let (code, dry, err) = debate(&p, &s, &["--dry-run"]);
    assert_eq!(code, 0, "{dry}{err}");
    let worst = dry.lines().find(|l| l.starts_with("worst case: ")).expect(&dry);
    assert_eq!(number_after(worst, "worst case: "), r["spend"]["estimate"]["calls"].as_u64().unwrap(), "{dry}");
    // And the final line says it.
    assert!(out.contains("Spent against the estimate: 4 of at most "), "{out}");
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
    assert!(md.contains("**OVER THE ESTIMATE (output_tokens)"), "{md}");
    assert!(out.contains("OVER THE ESTIMATE (output_tokens)"), "{out}");
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
    assert!(out.contains(&format!("Spent against the estimate: {calls} of at most ")), "{out}");
}

#[test]
fn a_security_scan_dry_run_counts_the_filter_and_the_investigation_in_its_worst_case() {
    use crate::review::{FILTER, project, script, scripted};
    let p = project();
    let (code, out, err) = run(scripted(&p, &script(FILTER), &["security-scan", "--dry-run"]));
    assert_eq!(code, 0, "{out}{err}");
    let line = |prefix: &str| out.lines().find(|l| l.starts_with(prefix)).unwrap_or_else(|| panic!("{prefix}: {out}"));
    let debate = number_after(line("most the debate could spend: "), "could spend: ");
    let filter = number_after(line("then the false-positive filter: "), "filter: ");
    let smiths = number_after(line("then the smiths' investigation: "), "investigation: ");
    let worst = line("worst case: ");
    assert!(worst.ends_with("(the debate and all that follows it)"), "{worst}");
    assert!(filter >= 2, "every batch asked twice: {out}");
    assert_eq!(number_after(worst, "worst case: "), debate + filter + smiths, "{out}");
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
    assert!(md.contains("## Spent against the estimate") && md.contains("Within the estimate."), "{md}");
    let calls = u["calls"].as_u64().unwrap();
    assert!(out.contains(&format!("Spent against the estimate: {calls} of at most ")), "{out}");
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
    let kept = paused["estimate"].clone();
    assert!(kept["calls"].as_u64().unwrap() > 0, "{paused}");
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
        assert_eq!(spend["estimate"][k], kept[k], "{k}: {spend}");
    }
    assert!(spend["estimate"]["cost_usd"].as_f64().unwrap() > 0.0, "{spend}");
    let md = std::fs::read_to_string(p.repo().join(".agent-smith/results/report.md")).unwrap();
    assert!(md.contains("## Spent against the estimate") && md.contains("| spent | 9 | "), "{md}");
    let most = kept["calls"].as_u64().unwrap();
    assert!(out.contains(&format!("Spent against the estimate: 9 of at most {most} model calls")), "{out}");
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
    assert!(out.contains(&format!("Spent against the estimate: {calls} of at most ")), "{out}");
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
    let line = out.lines().find(|l| l.starts_with("worst case for the smith tree")).expect(&out);
    // 3 smiths decide twice (6); each of the 2 leaves takes 2 turns and a checkpoint (6); the
    // parent resolves a conflict with each child in 2 turns (4), aggregates (1), and does the
    // task itself in 2 turns and a checkpoint (3).
    assert!(line.contains("3 smiths): 20 model calls"), "{line}");
}
