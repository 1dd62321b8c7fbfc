//! The debate earns its calls: a round-1 consensus asks nothing more; `discussion.mode:
//! when-needed` asks one reviewer first and convenes the panel only when it objects or is
//! unsure; positions carry a confidence; `on_no_consensus: vote` weighs the last round's
//! positions; `discussion.models` spreads the panel over model aliases. Calls are counted from
//! the report's usage and the `--events jsonl` stream.

use serde_json::Value;

use crate::common::run;
use crate::debate::{debate, draft, project, report};

/// `role`'s review in `round`: `verdict` with `confidence` (YAML: a number, or `null` for none).
fn says(role: &str, round: u32, verdict: &str, confidence: &str) -> String {
    let alternative = if verdict == "OBJECT" { "Build the index CONCURRENTLY." } else { "" };
    format!(
        "  - when: {{ stage: review, role: {role}, round: {round} }}\n    reply: {{ json: {{ verdict: {verdict}, reasoning: \"{role} reviewed the migration in round {round}.\", alternative: \"{alternative}\", criteria: [], confidence: {confidence} }} }}\n"
    )
}

fn consolidate() -> String {
    "  - when: { stage: consolidate }\n    reply: { json: { title: \"Index orders, revised\", summary: \"Revised.\", steps: [\"Write the migration with a concurrent build\"], risks: [], responses: [{ role: dba, decision: adopted, reason: \"adopted after review\" }] } }\n".to_string()
}

fn when_needed() -> [&'static str; 2] {
    ["--set", "discussion.mode=when-needed"]
}

/// The events of `--events jsonl` (on stdout), as JSON values.
fn events(out: &str) -> Vec<Value> {
    out.lines().filter_map(|l| serde_json::from_str::<Value>(l).ok()).filter(|v| v.get("event").is_some()).collect()
}

/// What the command printed, as its `result` event holds it.
fn printed(events: &[Value]) -> String {
    events.iter().find(|e| e["event"] == "result").and_then(|e| e["output"].as_str()).unwrap_or("").to_string()
}

/// The model calls the events show, as `(stage, role, model)`.
fn calls(events: &[Value]) -> Vec<(String, String, String)> {
    events
        .iter()
        .filter(|e| e["event"] == "call-finished")
        .map(|e| {
            let s = |k: &str| e[k].as_str().unwrap_or("").to_string();
            (s("stage"), s("role"), s("model"))
        })
        .collect()
}

fn read(p: &crate::common::Project, rel: &str) -> String {
    std::fs::read_to_string(p.repo().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

#[test]
fn a_round_one_consensus_asks_no_further_round_and_no_consolidation() {
    let script = draft()
        + &says("architect", 1, "AGREE", "0.9")
        + &says("dba", 1, "AGREE", "0.8")
        + &says("tester", 1, "AGREE", "null");
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &["--events", "jsonl"]);
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    // The draft and one review per role: nothing else.
    assert_eq!(r["usage"]["calls"], 4, "{r}");
    let stages: Vec<String> = calls(&events(&out)).into_iter().map(|(stage, _, _)| stage).collect();
    assert_eq!(stages, ["draft", "review", "review", "review"]);
    assert_eq!(r["rounds"].as_array().unwrap().len(), 1);
    assert_eq!(r["converged"], true);
    assert!(r.get("when_needed").is_none(), "full mode: {r}");

    // A suggestion is folded in by one consolidation, and no round follows it.
    let script = draft()
        + &says("architect", 1, "AGREE", "0.9")
        + &says("dba", 1, "SUGGEST", "0.8")
        + &says("tester", 1, "AGREE", "0.9")
        + &consolidate();
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    assert_eq!(r["usage"]["calls"], 5, "{r}");
    assert_eq!((r["rounds"].as_array().unwrap().len(), r["plans"].as_array().unwrap().len()), (1, 2));
}

#[test]
fn when_needed_a_confident_first_reviewer_lets_the_plan_stand_with_two_calls() {
    // Every role has an answer; only the draft and dba's review may be asked for.
    let script = draft()
        + &says("dba", 1, "AGREE", "0.9")
        + &says("architect", 1, "OBJECT", "1")
        + &says("tester", 1, "OBJECT", "1");
    let (p, s) = project(&script);
    let mut args = when_needed().to_vec();
    args.extend(["--events", "jsonl"]);
    let (code, out, err) = debate(&p, &s, &args);
    assert_eq!(code, 0, "{out}{err}");
    let ev = events(&out);
    let said = "approved by one reviewer (dba, confidence 0.9; when-needed: the panel was not convened)";
    let printed = printed(&ev);
    assert!(printed.starts_with(&format!("The plan stands: {said}.")), "{printed}");
    assert!(!printed.contains("The panel agreed"), "{printed}");

    let r = report(&p);
    assert_eq!(r["usage"]["calls"], 2, "draft + one review: {r}");
    assert_eq!(r["converged"], false, "one reviewer is not a consensus");
    assert_eq!(
        r["when_needed"],
        serde_json::json!({ "reviewer": "dba", "stance": "agree", "confidence": 0.9, "min_confidence": 0.7, "convened": false })
    );
    let round = &r["rounds"][0];
    assert_eq!((round["positions"].as_array().unwrap().len(), &round["first_reviewer_only"]), (1, &Value::Bool(true)));

    let asked: Vec<(String, String)> = calls(&ev).into_iter().map(|(s, r, _)| (s, r)).collect();
    assert_eq!(asked, [("draft".to_string(), "architect".to_string()), ("review".into(), "dba".into())]);
    let convened: Vec<&Value> = ev.iter().filter(|e| e["event"] == "panel-convened").collect();
    assert_eq!(convened.len(), 1, "{err}");
    assert_eq!((&convened[0]["convened"], &convened[0]["reviewer"]), (&Value::Bool(false), &Value::from("dba")));
    let finished = ev.iter().find(|e| e["event"] == "debate-finished").unwrap();
    assert_eq!((&finished["converged"], &finished["approved_by"]), (&Value::Bool(false), &Value::from("dba")));

    let md = read(&p, ".agent-smith/results/report.md");
    assert!(md.contains(&format!("The plan stands: {said}. This is not a consensus of the panel.")), "{md}");
    assert!(!md.contains("The panel agreed"), "{md}");
    assert!(md.contains("| dba | AGREE (0.9) |"), "{md}");
    assert!(md.contains("| tester | — |"), "the panel was not asked: {md}");
    let round = read(&p, ".agent-smith/debate/round-1.md");
    assert!(round.contains("Only the first reviewer was asked (`when-needed`)"), "{round}");
    assert!(round.contains("## 🗄️ DBA — AGREE (0.9)") || round.contains("— AGREE (0.9)"), "{round}");
}

#[test]
fn when_needed_a_confident_suggestion_is_folded_in_without_the_panel() {
    let script = draft() + &says("dba", 1, "SUGGEST", "0.95") + &consolidate();
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &when_needed());
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    assert_eq!(r["usage"]["calls"], 3, "draft, one review, the consolidation: {r}");
    assert_eq!(r["plans"].as_array().unwrap().len(), 2);
    assert!(out.starts_with("The plan stands: approved by one reviewer (dba, confidence 0.95;"), "{out}");
}

#[test]
fn when_needed_an_objection_convenes_the_panel_and_the_first_reviewer_is_asked_once() {
    let script = draft()
        + &says("dba", 1, "OBJECT", "0.8")
        + &says("architect", 1, "AGREE", "0.9")
        + &says("tester", 1, "AGREE", "0.9")
        + &consolidate()
        + &says("dba", 2, "AGREE", "0.9")
        + &says("architect", 2, "AGREE", "0.9")
        + &says("tester", 2, "AGREE", "0.9");
    let (p, s) = project(&script);
    let mut args = when_needed().to_vec();
    args.extend(["--events", "jsonl"]);
    let (code, out, err) = debate(&p, &s, &args);
    assert_eq!(code, 0, "{out}{err}");
    let ev = events(&out);
    assert!(printed(&ev).starts_with("The panel agreed after 2 rounds."), "{out}");
    let r = report(&p);
    // As many calls as full mode: the first review is round 1's review by dba.
    assert_eq!(r["usage"]["calls"], 8, "{r}");
    let dba_round_1 =
        ev.iter().filter(|e| e["event"] == "call-finished" && e["role"] == "dba" && e["round"] == 1).count();
    assert_eq!(dba_round_1, 1, "{err}");
    let first = ev.iter().position(|e| e["event"] == "first-review").unwrap();
    let convened = ev.iter().position(|e| e["event"] == "panel-convened").unwrap();
    assert!(first < convened);
    assert_eq!(ev[convened]["convened"], true);
    assert_eq!(ev[convened]["why"], "dba objected");
    // Round 1 holds the whole panel, in panel order, and the others did not see dba's objection.
    let roles: Vec<&str> =
        r["rounds"][0]["positions"].as_array().unwrap().iter().map(|p| p["role"].as_str().unwrap()).collect();
    assert_eq!(roles, ["architect", "dba", "tester"]);
    let architect = read(&p, ".agent-smith/debate/prompts/round-1-architect.md");
    assert!(!architect.contains("dba reviewed the migration"), "round 1 is blind");
    assert_eq!(r["when_needed"]["convened"], true);
    assert_eq!(r["converged"], true);
    let md = read(&p, ".agent-smith/results/report.md");
    assert!(md.contains("| dba | OBJECT (0.8) | AGREE (0.9) |"), "{md}");
    assert!(md.contains("**Mode:** when-needed: the panel was convened because dba objected."), "{md}");
}

#[test]
fn when_needed_an_unsure_agreement_convenes_the_panel() {
    for (confidence, why) in [
        ("0.5", "dba answered AGREE with confidence 0.5, under 0.7"),
        ("null", "dba answered AGREE but stated no confidence"),
        ("\"sure\"", "dba answered AGREE but stated no confidence"),
    ] {
        let script = draft()
            + &says("dba", 1, "AGREE", confidence)
            + &says("architect", 1, "AGREE", "0.9")
            + &says("tester", 1, "AGREE", "0.9");
        let (p, s) = project(&script);
        let (code, out, err) = debate(&p, &s, &when_needed());
        assert_eq!(code, 0, "{out}{err}");
        assert!(out.starts_with("The panel agreed after 1 round."), "{confidence}: {out}");
        let r = report(&p);
        assert_eq!(r["usage"]["calls"], 4, "{confidence}: {r}");
        assert_eq!(r["when_needed"]["convened"], true);
        assert!(err.contains(&format!("when-needed: the panel is convened: {why}")), "{confidence}: {err}");
    }
    // A lower bar lets the same answer stand.
    let script = draft() + &says("dba", 1, "AGREE", "0.5");
    let (p, s) = project(&script);
    let (code, out, err) =
        debate(&p, &s, &["--set", "discussion.mode=when-needed", "--set", "discussion.min_confidence=0.5"]);
    assert_eq!(code, 0, "{out}{err}");
    assert_eq!(report(&p)["usage"]["calls"], 2);
}

#[test]
fn when_needed_never_costs_more_than_the_full_panel_in_the_dry_run() {
    let (p, s) = project(&draft());
    // The most the debate could spend (the estimate line's bound): the same in both modes.
    let most = |out: &str| {
        out.lines().find(|l| l.starts_with("estimate: ")).and_then(|l| l.split("; at most ").nth(1)).map(str::to_string)
    };
    let expected = |out: &str| {
        let line = out.lines().find(|l| l.starts_with("estimate: expected about ")).unwrap_or_default();
        line["estimate: expected about ".len()..].split(' ').next().unwrap_or_default().parse::<u64>().unwrap_or(0)
    };
    let (code, full, err) = debate(&p, &s, &["--dry-run"]);
    assert_eq!(code, 0, "{err}");
    let (code, early, err) = debate(&p, &s, &["--dry-run", "--set", "discussion.mode=when-needed"]);
    assert_eq!(code, 0, "{err}");
    assert!(most(&full).is_some(), "{full}");
    assert_eq!(most(&full), most(&early));
    // Expected: fewer calls when one reviewer may let the plan stand.
    assert!(expected(&early) < expected(&full) && expected(&early) > 0, "{early}\n{full}");
    assert!(early.contains("when-needed: dba reviews plan v1 first; the panel is convened only if it objects or is unsure (confidence under 0.7)"), "{early}");
    assert!(!full.contains("when-needed"), "{full}");
}

/// Three rounds in which dba objects and the others agree, with these confidences.
fn deadlock(dba: &str, architect: &str, tester: &str) -> String {
    let mut s = draft() + &consolidate();
    for round in 1..=3 {
        s += &says("dba", round, "OBJECT", dba);
        s += &says(
            "architect",
            round,
            if architect == "object" { "OBJECT" } else { "AGREE" },
            if architect == "object" { "0.6" } else { architect },
        );
        s += &says("tester", round, "AGREE", tester);
    }
    s
}

#[test]
fn a_vote_carries_the_plan_with_the_dissent_on_record() {
    let (p, s) = project(&deadlock("0.9", "0.9", "0.7"));
    let (code, out, err) = debate(&p, &s, &["--set", "discussion.on_no_consensus=vote"]);
    assert_eq!(code, 0, "{out}{err}");
    let said =
        "carried by a confidence-weighted vote: 1.6 for, 0.9 against — not a consensus; the dissent is on record";
    assert!(out.starts_with(&format!("No consensus after 3 rounds: {said} (1 objection on record).")), "{out}");
    let r = report(&p);
    assert_eq!((&r["converged"], &r["stopped"]), (&Value::Bool(false), &Value::Bool(false)));
    assert_eq!(
        (&r["vote"]["for"], &r["vote"]["against"], &r["vote"]["carried"]),
        (&Value::from(1.6), &Value::from(0.9), &Value::Bool(true))
    );
    assert_eq!(r["vote"]["ballots"].as_array().unwrap().len(), 3);
    assert_eq!(r["plans"][2]["dissent"][0]["role"], "dba");
    let md = read(&p, ".agent-smith/results/report.md");
    assert!(md.contains(&format!("No consensus after 3 rounds; {said}; the plan is carried out.")), "{md}");
    assert!(md.contains("## Vote\n"), "{md}");
    assert!(md.contains("- dba (OBJECT): against, weight 0.9"), "{md}");
}

#[test]
fn a_vote_that_does_not_carry_stops_like_stop() {
    // architect objects (0.6) beside dba (0.9); tester agrees without a confidence (0.5).
    let (p, s) = project(&deadlock("0.9", "object", "null"));
    p.write(".agentsmith/skills.yaml", "discussion:\n  on_no_consensus: vote\n");
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.starts_with("No consensus after 3 rounds: a confidence-weighted vote did not carry the plan (0.5 for, 1.5 against): stopped."),
        "{out}"
    );
    let r = report(&p);
    assert_eq!((&r["stopped"], &r["vote"]["carried"]), (&Value::Bool(true), &Value::Bool(false)));
    let md = read(&p, ".agent-smith/results/report.md");
    assert!(md.contains("- tester (AGREE): for, weight 0.5, no confidence stated"), "{md}");
}

#[test]
fn a_failed_debate_is_never_voted_through() {
    let script = draft() + "  - when: { stage: review }\n    reply: { error: 503 }\n";
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &["--set", "discussion.on_no_consensus=vote"]);
    assert_eq!(code, 1, "{out}{err}");
    let r = report(&p);
    assert!(r["failed"].is_string(), "{r}");
    assert!(r.get("vote").is_none(), "{r}");
}

#[test]
fn mixed_models_each_role_speaks_with_its_alias() {
    // architect (the lead: draft, consolidation) and tester take the default model, dba the
    // second alias: each script answers only its own roles, so a call sent to the wrong model
    // finds no rule and fails.
    let main = draft() + &says("architect", 1, "AGREE", "0.9") + &says("tester", 1, "AGREE", "0.8");
    let (p, s) = project(&main);
    let other = p.write("other.yaml", &format!("rules:\n{}", says("dba", 1, "AGREE", "0.7")));
    p.write(
        ".agentsmith/config.yaml",
        &format!(
            "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\nmodels:\n  second:\n    provider: scripted\n    name: second-model\n    script: {}\ndiscussion:\n  models: [default, second]\n",
            other.display()
        ),
    );
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("The panel agreed after 1 round."), "{out}");
    assert!(err.contains("[model second (second-model)]"), "the panel line names the models: {err}");
    let (code, out, err) = debate(&p, &s, &["--events", "jsonl"]);
    assert_eq!(code, 0, "{out}{err}");
    let mut asked = calls(&events(&out));
    asked.sort();
    let c = |s: &str, r: &str, m: &str| (s.to_string(), r.to_string(), m.to_string());
    assert_eq!(
        asked,
        [
            c("draft", "architect", "scripted"),
            c("review", "architect", "scripted"),
            c("review", "dba", "second-model"),
            c("review", "tester", "scripted")
        ]
    );
    let r = report(&p);
    let model = |role: &str| {
        r["rounds"][0]["positions"].as_array().unwrap().iter().find(|p| p["role"] == role).unwrap()["model"].clone()
    };
    assert_eq!(model("dba"), serde_json::json!({ "alias": "second", "name": "second-model" }));
    assert_eq!(model("tester"), serde_json::json!({ "alias": "default", "name": "scripted" }));
    assert_eq!(r["planner_model"], serde_json::json!({ "alias": "default", "name": "scripted" }));
    let md = read(&p, ".agent-smith/results/report.md");
    assert!(md.contains("(`dba`, model second (second-model))"), "{md}");
    assert!(read(&p, ".agent-smith/debate/round-1.md").contains("_Model: second (second-model)._"));
}

#[test]
fn a_roles_own_model_wins_over_the_spread() {
    // The tester role, overridden in the repository to speak with `second`: the spread
    // gives every other role the default model.
    let main = draft() + &says("architect", 1, "AGREE", "0.9") + &says("dba", 1, "AGREE", "0.8");
    let (p, s) = project(&main);
    let other = p.write("other.yaml", &format!("rules:\n{}", says("tester", 1, "AGREE", "0.7")));
    p.write(
        ".agentsmith/config.yaml",
        &format!(
            "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\nmodels:\n  second:\n    provider: scripted\n    name: second-model\n    script: {}\ndiscussion:\n  models: [default]\n",
            other.display()
        ),
    );
    let tester = std::fs::read_to_string(crate::common::root().join("config/skills/coding/tester.yaml")).unwrap();
    p.write(".agentsmith/skills/coding/tester.yaml", &format!("{tester}\nmodel: second\n"));
    let mut c = p.cmd(&[
        "debate",
        "Add an index on orders.created_at in a migration",
        "--roles",
        "architect,dba,tester",
        "--triage",
        "rules",
    ]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    let tester =
        r["rounds"][0]["positions"].as_array().unwrap().iter().find(|p| p["role"] == "tester").unwrap().clone();
    assert_eq!(tester["model"]["alias"], "second", "{r}");
}
