//! Debates through the command line with the scripted provider: convergence, objections,
//! dissent, invalid answers, timeouts, round limits, blindness and determinism.

use serde_json::Value;

use crate::common::{Project, run};

const PLAN: &str = "{ title: \"Index orders\", summary: \"Add an index in a migration.\", steps: [{ description: \"Write the migration\", touches: [\"db/migrations/\"], verification: \"applies on a copy\" }], risks: [\"locks\"], responses: [] }";

/// A project whose model is the given script.
pub(crate) fn project(script: &str) -> (Project, std::path::PathBuf) {
    let p = Project::new();
    let file = p.write("script.yaml", script);
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n");
    (p, file)
}

pub(crate) fn debate(p: &Project, script: &std::path::Path, extra: &[&str]) -> (i32, String, String) {
    let mut c = p.cmd(&[
        "debate",
        "Add an index on orders.created_at in a migration",
        "--roles",
        "architect,dba,tester",
        "--triage",
        "rules",
    ]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", script).args(extra);
    run(c)
}

pub(crate) fn report(p: &Project) -> Value {
    serde_json::from_str(&std::fs::read_to_string(p.repo().join(".agent-smith/results/report.json")).unwrap()).unwrap()
}

fn read(p: &Project, rel: &str) -> String {
    std::fs::read_to_string(p.repo().join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

pub(crate) fn agree(role: &str, round: u32) -> String {
    format!(
        "  - when: {{ stage: review, role: {role}, round: {round} }}\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"{role} is satisfied with the migration in round {round}.\", alternative: \"\", criteria: [] }} }}\n"
    )
}

/// Every role of the panel agrees in `round`.
fn all_agree(round: u32) -> String {
    ["architect", "dba", "tester"].iter().map(|r| agree(r, round)).collect()
}

/// `role`'s position in round `index` (0 is round 1) of a report.
fn position(r: &Value, index: usize, role: &str) -> Value {
    r["rounds"][index]["positions"].as_array().unwrap().iter().find(|p| p["role"] == role).unwrap().clone()
}

/// A debate in which the dba answers in round 1 as `dba` says (the YAML of its rule after
/// `when`), the other roles agree, and so does everyone in round 2; it ends with exit status 0.
fn dba_in_round_one(dba: &str) -> (Project, String, String) {
    let script = draft()
        + &format!("  - when: {{ stage: review, role: dba, round: 1 }}\n    {dba}\n")
        + &agree("architect", 1)
        + &agree("tester", 1)
        + &all_agree(2);
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    (p, out, err)
}

fn object(role: &str, round: u32) -> String {
    format!(
        "  - when: {{ stage: review, role: {role}, round: {round} }}\n    reply: {{ json: {{ verdict: OBJECT, reasoning: \"{role} objects in round {round}: the index build locks orders.\", alternative: \"Build it CONCURRENTLY.\", criteria: [] }} }}\n"
    )
}

pub(crate) fn draft() -> String {
    format!("rules:\n  - when: {{ stage: draft }}\n    reply: {{ json: {PLAN} }}\n")
}

fn consolidate(decision: &str) -> String {
    format!(
        "  - when: {{ stage: consolidate }}\n    reply: {{ json: {{ title: \"Index orders, revised\", summary: \"Revised.\", steps: [\"Write the migration with a concurrent build\"], risks: [], responses: [{{ role: dba, decision: {decision}, reason: \"{decision} after review\" }}] }} }}\n"
    )
}

#[test]
fn converges_in_round_one() {
    let script = draft() + &agree("architect", 1) + &agree("dba", 1) + &agree("tester", 1);
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("The panel agreed after 1 round."), "{out}");
    let r = report(&p);
    assert_eq!(r["converged"], true);
    assert_eq!(r["rounds"].as_array().unwrap().len(), 1);
    assert!(p.repo().join(".agent-smith/debate/round-1.md").is_file());
    assert!(p.repo().join(".agent-smith/debate/plan-v1.md").is_file());
    assert!(!p.repo().join(".agent-smith/debate/plan-v2.md").exists());
    assert!(err.contains("round 1: converged (3 agree, 0 object, 0 suggest); so far "), "{err}");
    assert!(
        err.contains("🗄️ dba") && err.contains("AGREE    dba is satisfied with the migration in round 1."),
        "{err}"
    );
}

/// A step waiting for a later step or for itself cannot be kept; the plan says so wherever it is
/// shown instead of dropping the dependency unsaid.
#[test]
fn dropped_step_dependencies_are_said_with_the_plan() {
    let plan = "{ title: \"Index orders\", summary: \"Add an index in a migration.\", steps: [{ description: \"Write the migration\", depends_on: [2] }, { description: \"Apply it\", depends_on: [\"step 2\", 1] }], risks: [], responses: [] }";
    let script = format!("rules:\n  - when: {{ stage: draft }}\n    reply: {{ json: {plan} }}\n") + &all_agree(1);
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let notes = "- step 1's dependency on step 2 was dropped: a step can only wait for an earlier one\n- step 2's dependency on itself was dropped: a step cannot wait for itself\n";
    for text in [read(&p, ".agent-smith/debate/plan-v1.md"), read(&p, ".agent-smith/results/report.md"), out] {
        assert!(text.contains("Dropped while reading the answer\n\n") && text.contains(notes), "{text}");
    }
    assert_eq!(report(&p)["plans"][0]["notes"].as_array().map(Vec::len), Some(2));
    assert!(read(&p, ".agent-smith/debate/plan-v1.md").contains("2. Apply it\n   - after step 1\n"));
}

#[test]
fn objection_adopted_in_round_two_then_agreement() {
    let script = draft()
        + &object("dba", 1)
        + &agree("architect", 1)
        + &agree("tester", 1)
        + &consolidate("adopted")
        + &all_agree(2);
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    assert_eq!(r["converged"], true);
    assert_eq!(r["plans"].as_array().unwrap().len(), 2);
    assert_eq!(r["plans"][1]["responses"][0]["decision"], "adopted");
    let md = read(&p, ".agent-smith/results/report.md");
    assert!(md.contains("| dba | OBJECT | AGREE |"), "{md}");
    assert!(md.contains("- dba in round 2: OBJECT → AGREE. dba is satisfied with the migration in round 2."), "{md}");
    assert!(read(&p, ".agent-smith/debate/plan-v2.md").contains("- dba (adopted): adopted after review"));
}

fn never_agrees() -> String {
    let mut s = draft() + &consolidate("rejected");
    for round in 1..=3 {
        s += &object("dba", round);
        s += &agree("architect", round);
        s += &agree("tester", round);
    }
    s
}

#[test]
fn no_consensus_after_three_rounds_proceeds_with_the_dissent() {
    let (p, s) = project(&never_agrees());
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    assert!(out.starts_with("No consensus after 3 rounds: proceeding with 1 objection on record."), "{out}");
    let r = report(&p);
    assert_eq!(r["rounds"].as_array().unwrap().len(), 3);
    assert_eq!(r["dissent"][0]["role"], "dba");
    assert!(read(&p, ".agent-smith/debate/plan-v3.md").contains("## Dissent on record"));
    assert!(read(&p, ".agent-smith/results/report.md").contains("## Dissent\n\n- **dba**: dba objects in round 3"));
}

#[test]
fn no_consensus_with_stop_exits_1() {
    let (p, s) = project(&never_agrees());
    p.write(".agentsmith/skills.yaml", "discussion:\n  on_no_consensus: stop\n");
    let (code, out, _) = debate(&p, &s, &[]);
    assert_eq!(code, 1, "{out}");
    assert!(out.starts_with("No consensus after 3 rounds: stopped."), "{out}");
    assert_eq!(report(&p)["stopped"], true);
}

#[test]
fn agree_with_an_unmet_criterion_counts_as_objection() {
    let script = draft()
        + "  - when: { stage: review, role: tester, round: 1 }\n    reply: { json: { verdict: AGREE, reasoning: \"The migration looks fine to me.\", alternative: \"\", criteria: [{ criterion: \"A failing test reproduces the bug\", met: false }] } }\n"
        + &agree("architect", 1)
        + &agree("dba", 1)
        + &consolidate("adopted").replace("role: dba", "role: tester")
        + &all_agree(2);
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    let tester = position(&r, 0, "tester");
    assert_eq!(tester["stance"], "object");
    assert_eq!(tester["unmet"][0], "A failing test reproduces the bug");
    assert_eq!(r["rounds"][0]["converged"], false);
    assert!(
        read(&p, ".agent-smith/debate/round-1.md").contains("counted as OBJECT: A failing test reproduces the bug")
    );
}

#[test]
fn garbage_then_a_valid_answer_after_the_retry() {
    let (p, _, _) = dba_in_round_one(
        "replies:\n      - content: \"Hmm, let me think about indexes in general.\"\n      - json: { verdict: AGREE, reasoning: \"On reflection, the migration is fine.\", alternative: \"\", criteria: [] }",
    );
    let r = report(&p);
    let dba = position(&r, 0, "dba");
    assert_eq!((dba["stance"].as_str(), dba["asked_again"].as_bool()), (Some("agree"), Some(true)));
    assert!(read(&p, ".agent-smith/debate/round-1.md").contains("the role was asked again"));
}

#[test]
fn objection_without_alternative_is_asked_again_then_invalid() {
    let (p, _, err) = dba_in_round_one(
        "reply: { json: { verdict: OBJECT, reasoning: \"I do not like it.\", alternative: \"\", criteria: [] } }",
    );
    let r = report(&p);
    // The absent dba kept round 1 from converging; the same plan was reviewed again.
    assert_eq!(r["rounds"][0]["converged"], false);
    assert_eq!((r["rounds"][1]["converged"].as_bool(), r["rounds"][1]["plan_version"].as_u64()), (Some(true), Some(1)));
    assert_eq!(r["plans"].as_array().unwrap().len(), 1, "nothing to answer, so no revision");
    let dba = position(&r, 0, "dba");
    assert_eq!(dba["stance"], "invalid");
    assert!(dba["invalid"].as_str().unwrap().contains("an OBJECT needs a concrete alternative"), "{dba}");
    assert!(read(&p, ".agent-smith/results/report.md").contains("## Absent roles (no valid position)"));
    assert!(
        read(&p, ".agent-smith/debate/round-1.md")
            .contains("Not converged: 0 objections; absent (no valid position): dba.")
    );
    assert!(err.contains("round 1: not converged (2 agree, 0 object, 0 suggest, 1 absent); so far"), "{err}");
}

#[test]
fn a_role_that_times_out_on_every_retry_is_invalid() {
    let script = draft()
        + "  - when: { stage: review, role: dba }\n    latency_ms: 3000\n    reply: { content: late }\n"
        + &agree("architect", 1)
        + &agree("tester", 1);
    let (p, s) = project(&script);
    p.write(
        ".agentsmith/config.yaml",
        "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n  request_timeout_secs: 1\n",
    );
    let (code, out, err) = debate(&p, &s, &["--max-rounds", "1"]);
    assert_eq!(code, 0, "on_no_consensus: proceed goes on, saying who was absent: {out}{err}");
    assert!(out.starts_with("No consensus after 1 round (1 absent: dba): proceeding"), "{out}");
    let r = report(&p);
    assert_eq!(r["converged"], false, "an absent role is never agreement");
    assert_eq!(r["absent"][0][0], "dba");
    let dba = position(&r, 0, "dba");
    assert_eq!(dba["stance"], "invalid");
    assert!(dba["invalid"].as_str().unwrap().contains("did not answer within 1s"), "{dba}");
}

#[test]
fn max_rounds_precedence_flag_then_skills_then_config() {
    let rounds = |p: &Project, s: &std::path::Path, extra: &[&str]| -> usize {
        let (code, out, err) = debate(p, s, extra);
        assert_eq!(code, 0, "{out}{err}");
        report(p)["rounds"].as_array().unwrap().len()
    };
    let (p, s) = project(&never_agrees());
    assert_eq!(rounds(&p, &s, &[]), 3, "default 3");
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\ndiscussion:\n  max_rounds: 2\n");
    assert_eq!(rounds(&p, &s, &[]), 2, "config");
    p.write(".agentsmith/skills.yaml", "discussion:\n  max_rounds: 1\n");
    assert_eq!(rounds(&p, &s, &[]), 1, "skills.yaml over config");
    assert_eq!(rounds(&p, &s, &["--max-rounds", "3"]), 3, "flag over skills.yaml");
    let (code, _, err) = debate(&p, &s, &["--max-rounds", "4"]);
    assert_eq!(code, 2, "{err}");
}

#[test]
fn round_one_is_blind_and_later_rounds_see_every_position() {
    let (p, s) = project(&never_agrees());
    debate(&p, &s, &["--max-rounds", "2"]);
    let prompts = p.repo().join(".agent-smith/debate/prompts");
    for role in ["architect", "dba", "tester"] {
        let r1 = std::fs::read_to_string(prompts.join(format!("round-1-{role}.md"))).unwrap();
        for other in ["architect", "dba", "tester"] {
            assert!(
                !r1.contains(&format!("{other} is satisfied")) && !r1.contains(&format!("{other} objects")),
                "round 1 prompt of {role} shows a position"
            );
        }
        let r2 = std::fs::read_to_string(prompts.join(format!("round-2-{role}.md"))).unwrap();
        assert!(
            r2.contains("dba objects in round 1")
                && r2.contains("architect is satisfied with the migration in round 1"),
            "{r2}"
        );
    }
}

#[test]
fn the_same_scripted_run_twice_gives_identical_reports() {
    let mut outputs = Vec::new();
    for _ in 0..2 {
        let (p, s) = project(&never_agrees());
        let (code, _, _) = debate(&p, &s, &[]);
        assert_eq!(code, 0);
        let root = p.repo().display().to_string();
        let mut texts = Vec::new();
        for f in
            ["results/report.md", "results/report.json", "debate/round-1.md", "debate/round-3.md", "debate/plan-v3.md"]
        {
            texts.push(read(&p, &format!(".agent-smith/{f}")).replace(&root, "<repo>"));
        }
        outputs.push(texts);
    }
    assert_eq!(outputs[0], outputs[1]);
}

#[test]
fn dry_run_sends_nothing_and_needs_no_model() {
    let p = Project::new();
    let (code, out, err) =
        run(p.cmd(&["debate", "Add an index in a migration", "--roles", "architect,dba", "--dry-run"]));
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("dry run: nothing is sent."), "{out}");
    // Expected: the draft and 2 reviews (one round), or with a revision and 2 more reviews
    // (two), alike. At most: 2 draft calls and 3 rounds of 2 reviews and 2 revisions, each asked
    // again once; the draft and each revision may ask the user (tools.ask_user), then be asked
    // for again.
    let estimate = out.lines().find(|l| l.starts_with("estimate: ")).expect(&out);
    assert!(estimate.starts_with("estimate: expected about 5 model calls, "), "{estimate}");
    assert!(estimate.contains("; at most 28 model calls / "), "{estimate}");
    assert!(out.contains("=== round 0: draft (architect)") && out.contains("=== round 1: review by dba"), "{out}");
    assert!(!p.repo().join(".agent-smith").exists());
}

#[test]
fn without_a_model_a_debate_exits_2() {
    let p = Project::new();
    let (code, _, err) = run(p.cmd(&["debate", "Do it", "--roles", "architect"]));
    assert_eq!(code, 2);
    assert!(err.contains("no model is configured"), "{err}");
}

#[test]
fn events_stream_as_json_lines() {
    let script = draft() + &agree("architect", 1) + &agree("dba", 1) + &agree("tester", 1);
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &["--events", "jsonl"]);
    assert_eq!(code, 0, "{err}");
    let events: Vec<Value> = out.lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let kinds: Vec<&str> = events.iter().map(|e| e["event"].as_str().unwrap()).collect();
    assert_eq!(kinds.first(), Some(&"panel-chosen"));
    assert_eq!(kinds.iter().filter(|k| **k == "position-taken").count(), 3);
    assert_eq!(kinds.last(), Some(&"result"), "the command's result is the last event");
    assert!(events.last().unwrap()["output"].as_str().unwrap().starts_with("The panel agreed"));
    assert!(err.is_empty(), "{err}");
}

#[test]
fn mad_discussion_and_legal_analysis() {
    let mad = "rules:\n  - when: { stage: draft }\n    reply: { json: { title: \"Remote work\", summary: \"Hybrid wins.\", steps: [\"Trust is built in person\", \"Cost of offices\"], risks: [], responses: [] } }\n  - when: { stage: review }\n    reply: { json: { verdict: AGREE, reasoning: \"Hybrid work weighs trust against cost well.\", alternative: \"\", criteria: [] } }\n  - when: { stage: triage }\n    reply: { json: { add: [], drop: [] } }\n";
    let (p, s) = project(mad);
    let mut c = p.cmd(&["mad-discussion", "Should our team work remotely?"]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    assert_eq!(r["category"], "mad");
    assert_eq!(r["panel"].as_array().unwrap().len(), 5, "the whole mad panel");
    assert!(out.contains("Hybrid wins."), "{out}");

    let doc = p.write("contract.md", "# Services Agreement\n\n1. Liability. The supplier's liability is unlimited.\n2. Term. This agreement renews automatically.\n");
    let mut c = p.cmd(&["legal-analysis"]);
    c.arg(&doc).args(["--party", "the supplier"]).env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    assert_eq!(r["category"], "legal");
    let prompt = std::fs::read_to_string(p.repo().join(".agent-smith/debate/prompts/round-0-draft.md")).unwrap();
    assert!(
        prompt.contains("The supplier's liability is unlimited.") && prompt.contains("Take the side of the supplier."),
        "{prompt}"
    );
    let mut c = p.cmd(&["legal-analysis", "missing.pdf"]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, _, err) = run(c);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("missing.pdf: cannot read the document"), "{err}");
}

#[test]
fn legal_analysis_reads_pdf() {
    use lopdf::content::{Content, Operation};
    use lopdf::{Document, Object, Stream, dictionary};
    let mut doc = Document::with_version("1.5");
    let pages_id = doc.new_object_id();
    let font_id = doc.add_object(dictionary! { "Type" => "Font", "Subtype" => "Type1", "BaseFont" => "Helvetica" });
    let resources_id = doc.add_object(dictionary! { "Font" => dictionary! { "F1" => font_id } });
    let content = Content {
        operations: vec![
            Operation::new("BT", vec![]),
            Operation::new("Tf", vec!["F1".into(), 12.into()]),
            Operation::new("Td", vec![72.into(), 720.into()]),
            Operation::new(
                "Tj",
                vec![Object::string_literal("Clause 7: the licensee indemnifies the licensor without limit.")],
            ),
            Operation::new("ET", vec![]),
        ],
    };
    let content_id = doc.add_object(Stream::new(dictionary! {}, content.encode().unwrap()));
    let page_id = doc.add_object(dictionary! { "Type" => "Page", "Parent" => pages_id, "Contents" => content_id });
    doc.objects.insert(pages_id, Object::Dictionary(dictionary! { "Type" => "Pages", "Kids" => vec![page_id.into()], "Count" => 1, "Resources" => resources_id, "MediaBox" => vec![0.into(), 0.into(), 595.into(), 842.into()] }));
    let catalog_id = doc.add_object(dictionary! { "Type" => "Catalog", "Pages" => pages_id });
    doc.trailer.set("Root", catalog_id);
    let mut bytes = Vec::new();
    doc.save_to(&mut bytes).unwrap();

    let script = "rules:\n  - when: { stage: draft }\n    reply: { json: { title: \"License\", summary: \"Uncapped indemnity.\", steps: [\"Clause 7: the indemnity is uncapped\"], risks: [\"Clause 7 uncapped\"], responses: [] } }\n  - when: { stage: triage }\n    reply: { json: { add: [], drop: [] } }\n  - reply: { json: { verdict: AGREE, reasoning: \"The uncapped indemnity in clause 7 is the issue.\", alternative: \"\", criteria: [] } }\n";
    let (p, s) = project(script);
    let pdf = p.repo().join("license.pdf");
    std::fs::write(&pdf, bytes).unwrap();
    let mut c = p.cmd(&["legal-analysis"]);
    c.arg(&pdf).env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    let prompt = std::fs::read_to_string(p.repo().join(".agent-smith/debate/prompts/round-0-draft.md")).unwrap();
    assert!(prompt.contains("the licensee indemnifies the licensor without limit"), "{prompt}");
    assert!(prompt.contains("not legal advice"), "the legal draft template is used: {prompt}");
}

#[test]
fn hybrid_triage_adds_and_drops_with_reasons() {
    let script = draft()
        + "  - when: { stage: triage }\n    reply: { json: { add: [{ role: security-reviewer, reason: \"The migration touches customer data.\" }], drop: [{ role: architect, reason: \"No design question here.\" }, { role: tester, reason: \"Always included, cannot go.\" }] } }\n"
        + "  - when: { stage: review }\n    reply: { json: { verdict: AGREE, reasoning: \"The migration is what the job needs.\", alternative: \"\", criteria: [] } }\n";
    let (p, s) = project(&script);
    let mut c = p.cmd(&["debate", "Add an index on orders.created_at in a migration"]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    let panel: Vec<(String, String)> = r["panel"]
        .as_array()
        .unwrap()
        .iter()
        .map(|m| (m["role"].as_str().unwrap().to_string(), m["reason"].as_str().unwrap().to_string()))
        .collect();
    let names: Vec<&str> = panel.iter().map(|(n, _)| n.as_str()).collect();
    assert!(names.contains(&"tester") && names.contains(&"dba") && !names.contains(&"architect"), "{panel:?}");
    assert!(
        panel.contains(&(
            "security-reviewer".to_string(),
            "added by the model: The migration touches customer data.".to_string()
        )),
        "{panel:?}"
    );
    // With --triage rules the model is not asked.
    let (p, s) = project(
        &(draft()
            + "  - when: { stage: review }\n    reply: { json: { verdict: AGREE, reasoning: \"The migration is what the job needs.\", alternative: \"\", criteria: [] } }\n"),
    );
    let mut c = p.cmd(&["debate", "Add an index on orders.created_at in a migration", "--triage", "rules"]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    assert!(report(&p)["panel"].as_array().unwrap().iter().any(|m| m["role"] == "architect"));
}

/// Every review answer of `role`, in every round, is `reply` (YAML).
fn always(role: &str, reply: &str) -> String {
    format!("  - when: {{ stage: review, role: {role} }}\n    reply: {reply}\n")
}

#[test]
fn a_panel_whose_answers_are_all_unusable_never_agrees() {
    // Unreadable twice, a failed call, and "why": nobody gave a valid position.
    let script = draft()
        + &always("architect", "{ content: \"I think so.\" }")
        + &always("dba", "{ error: 503 }")
        + &always("tester", "{ json: { verdict: AGREE, reasoning: why, alternative: \"\", criteria: [] } }");
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(
        out.starts_with(
            "The debate failed: 3 of 3 roles gave no valid position in round 1 (architect, dba, tester); the model did not give usable verdicts.\n"
        ),
        "{out}"
    );
    assert!(!out.contains("agreed") && !err.contains("agreed after"), "{out}{err}");
    let r = report(&p);
    assert_eq!((r["converged"].as_bool(), r["rounds"].as_array().unwrap().len()), (Some(false), 1));
    let absent: Vec<String> = r["absent"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| format!("{}: {}", a[0].as_str().unwrap(), a[1].as_str().unwrap()))
        .collect();
    for why in ["architect: asked again", "dba: the model call failed", "tester: asked again"] {
        assert!(absent.iter().any(|a| a.starts_with(why)), "{why}: {absent:?}");
    }
    let md = read(&p, ".agent-smith/results/report.md");
    assert!(md.contains("**The debate failed**") && md.contains("Nothing was agreed."), "{md}");
    assert!(err.contains("the debate failed: 3 of 3 roles"), "{err}");
    // Each role's reason is said once, on a line of its own: in the result (stdout, whole) and
    // in the progress (stderr, as each position came), never twice in one line or one stream.
    for (role, reason) in
        [("architect", "the answer holds no verdict"), ("dba", "the model call failed"), ("tester", "says too little")]
    {
        for (stream, text) in [("stdout", &out), ("stderr", &err)] {
            let lines: Vec<&str> = text.lines().filter(|l| l.contains(reason)).collect();
            assert_eq!(lines.len(), 1, "{role} in {stream}: {text}");
            assert!(lines[0].contains(role) && lines[0].matches(reason).count() == 1, "{stream}: {}", lines[0]);
            assert!(lines[0].chars().count() < 250, "{stream}: {}", lines[0]);
        }
    }
    assert!(out.contains("\n  architect: asked again, still: the answer holds no verdict"), "{out}");
}

#[test]
fn half_the_panel_absent_and_the_stop_policy() {
    // Two roles, the dba's calls always fail: half the panel, so the debate goes on, but no
    // round converges; with `on_no_consensus: stop` nothing proceeds.
    let script = draft()
        + &always("dba", "{ error: 503 }")
        + &agree("architect", 1)
        + &agree("architect", 2)
        + &agree("architect", 3);
    let (p, s) = project(&script);
    p.write(".agentsmith/skills.yaml", "discussion:\n  on_no_consensus: stop\n");
    let mut c = p.cmd(&[
        "debate",
        "Add an index on orders.created_at in a migration",
        "--roles",
        "architect,dba",
        "--triage",
        "rules",
    ]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.starts_with("No consensus after 3 rounds (1 absent: dba): stopped."), "{out}");
    let r = report(&p);
    assert_eq!((r["converged"].as_bool(), r["stopped"].as_bool()), (Some(false), Some(true)));
    assert!(r["failed"].is_null());
    // Nothing to answer: the same plan was reviewed in each round.
    assert!(r["rounds"].as_array().unwrap().iter().all(|x| x["plan_version"] == 1 && x["converged"] == false));
    assert!(r["absent"][0][1].as_str().unwrap().contains("503"), "{}", r["absent"]);
}

#[test]
fn roles_the_budget_refuses_are_absent() {
    // Two calls: the draft and one review; the other two reviews are refused.
    let script = draft() + &agree("architect", 1) + &agree("dba", 1) + &agree("tester", 1);
    let (p, s) = project(&script);
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\nbudget:\n  max_calls: 2\n");
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 1, "{out}{err}");
    let r = report(&p);
    assert_eq!(r["converged"], false, "{r}");
    let failed = r["failed"].as_str().unwrap();
    assert!(failed.starts_with("2 of 3 roles gave no valid position in round 1"), "{failed}");
    assert!(
        r["absent"].as_array().unwrap().iter().all(|a| a[1].as_str().unwrap().contains("budget")),
        "the reason names the budget: {r}"
    );
    assert_eq!(out.lines().filter(|l| l.contains("the run budget refuses this call")).count(), 2, "{out}");
}

#[test]
fn a_plan_without_substance_fails_the_debate() {
    for (title, steps) in
        [("Architect 🏗️", "[\"Write the migration\"]"), ("Add an index", "[]"), ("Project Name", "[\"Step 1\"]")]
    {
        let plan =
            format!("{{ json: {{ title: \"{title}\", summary: \"\", steps: {steps}, risks: [], responses: [] }} }}");
        let script =
            format!("rules:\n  - when: {{ stage: draft }}\n    reply: {plan}\n") + &always("dba", "{ error: 500 }");
        let (p, s) = project(&script);
        let (code, out, err) = debate(&p, &s, &[]);
        assert_eq!(code, 1, "{title}: {out}{err}");
        assert!(
            out.starts_with("The debate failed: the drafted plan cannot be reviewed: asked again once, still:"),
            "{out}"
        );
        // The user is told what was wrong; what the model was told to do is for the re-ask only.
        let first = out.lines().next().unwrap_or_default();
        assert!(first.contains("the plan") && !first.contains("give ") && !first.contains("say in"), "{first}");
        let r = report(&p);
        assert_eq!(
            (r["rounds"].as_array().unwrap().len(), r["plans"].as_array().unwrap().len()),
            (0, 0),
            "no review of {title}"
        );
        let md = read(&p, ".agent-smith/results/report.md");
        assert!(md.contains("No round of review was held.") && !md.contains("| role |"), "{md}");
        let prompt = std::fs::read_to_string(p.repo().join(".agent-smith/debate/prompts/round-0-draft.md")).unwrap();
        assert!(prompt.contains("not a role's name, not a placeholder"), "the rule is stated in the prompt");
    }
}

#[test]
fn a_revision_without_substance_leaves_the_debate_partial() {
    let script = never_agrees().replace("steps: [\"Write the migration with a concurrent build\"]", "steps: []");
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.contains("Partial: the revision after round 1 cannot be reviewed"), "{out}");
    assert_eq!(report(&p)["plans"].as_array().unwrap().len(), 1, "v1 stands");
}

#[test]
fn a_why_position_is_asked_again_then_absent() {
    let (p, _, _) = dba_in_round_one(
        "replies:\n      - json: { verdict: OBJECT, reasoning: why, alternative: \"for an OBJECT\", criteria: [] }\n      - json: { verdict: OBJECT, reasoning: \"It locks.\", alternative: \"for an OBJECT\", criteria: [] }",
    );
    let r = report(&p);
    let dba = position(&r, 0, "dba");
    assert_eq!((dba["stance"].as_str(), dba["asked_again"].as_bool()), (Some("invalid"), Some(true)));
    assert!(dba["invalid"].as_str().unwrap().contains("says too little"), "{dba}");
    assert_eq!(r["rounds"][0]["converged"], false);
    // The second ask said what was wrong.
    let record = read(&p, ".agent-smith/debate/round-1.md");
    assert!(record.contains("Absent: no valid position"), "{record}");
}

/// A role whose answer is unusable twice is absent; people read what was wrong with it, in a
/// line, not what the model was told to do about it, which the log of unusable answers keeps.
#[test]
fn an_absent_roles_lines_say_what_was_wrong_not_the_instruction_to_the_model() {
    let (p, out, err) =
        dba_in_round_one("reply: { json: { verdict: AGREE, reasoning: why, alternative: \"\", criteria: [] } }");
    let why = "asked again, still: the reasoning (\"why\") says too little";
    let instruction = "explain in a sentence or more";
    let md = read(&p, ".agent-smith/results/report.md");
    assert!(md.contains(&format!("\n- dba in round 1: {why}\n")), "{md}");
    let record = read(&p, ".agent-smith/debate/round-1.md");
    assert!(
        record.contains(&format!("_Absent: no valid position, so this round did not converge. Why: {why}_")),
        "{record}"
    );
    assert_eq!(position(&report(&p), 0, "dba")["invalid"], why);
    let progress: Vec<&str> = err.lines().filter(|l| l.contains("dba") && l.contains("says too little")).collect();
    assert_eq!(progress.len(), 1, "{err}");
    for (name, text) in [("report.md", &md), ("round-1.md", &record), ("stdout", &out), ("stderr", &err)] {
        assert!(!text.contains(instruction) && !text.contains("Answer again"), "{name}: {text}");
    }
    let log = read(&p, ".agent-smith/debate/prompts/round-1-dba.unusable.md");
    assert!(log.contains(&format!("says too little: {instruction}")), "{log}");
}

#[test]
fn the_seeds_plain_text_verdicts_are_read() {
    let script = draft()
        + "  - when: { stage: review, role: dba, round: 1 }\n    reply: { content: \"OBJECT — the migration locks the orders table while the index builds. Propose: build the index CONCURRENTLY.\" }\n"
        + "  - when: { stage: review, role: architect, round: 1 }\n    reply: { content: \"**AGREE**\\n\\nThe migration is the right place for the index.\" }\n"
        + "  - when: { stage: review, role: tester, round: 1 }\n    reply: { content: \"## Verdict: SUGGEST\\n\\nApply the migration on a copy of production data first.\" }\n"
        + &consolidate("adopted")
        + &all_agree(2);
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 0, "{out}{err}");
    let r = report(&p);
    let stances: Vec<(&str, &str)> = r["rounds"][0]["positions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| (p["role"].as_str().unwrap(), p["stance"].as_str().unwrap()))
        .collect();
    assert_eq!(stances, [("architect", "agree"), ("dba", "object"), ("tester", "suggest")]);
    let dba = &r["rounds"][0]["positions"][1]["verdict"];
    assert_eq!(dba["alternative"], "build the index CONCURRENTLY.");
    assert_eq!(dba["reasoning"], "the migration locks the orders table while the index builds.");
}

#[test]
fn a_failed_hybrid_triage_is_warned_about_and_recorded() {
    let script = draft()
        + "  - when: { stage: triage }\n    reply: { content: \"I cannot help with that.\" }\n"
        + "  - when: { stage: review }\n    reply: { json: { verdict: AGREE, reasoning: \"The migration is what the job needs.\", alternative: \"\", criteria: [] } }\n";
    let (p, s) = project(&script);
    let mut c = p.cmd(&["debate", "Add an index on orders.created_at in a migration"]);
    c.env("AGENTSMITH_PROVIDER", "scripted").env("AGENTSMITH_SCRIPT", &s);
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    // People read what was wrong; what the model was told to do is for the re-ask only.
    assert!(
        err.contains("warning: The model's triage failed (asked again, still: the answer holds no JSON object)"),
        "{err}"
    );
    let r = report(&p);
    assert!(r["notes"][0].as_str().unwrap().contains("the panel is the rules' choice"), "{r}");
    assert!(read(&p, ".agent-smith/results/report.md").contains("**Note:** The model's triage failed"));
}

#[test]
fn empty_cut_garbage_and_hostile_answers_are_never_agreement() {
    // Reviews: empty, cut mid-JSON, garbage, and an AGREE whose reasoning is the prompt's own
    // instructions (a model told to agree by what it read).
    let script = draft()
        + &always("architect", "{ content: \"\" }")
        + &always("dba", "{ content: \"{\\\"verdict\\\": \\\"AGR\", finish: length }")
        + &always(
            "tester",
            "{ json: { verdict: AGREE, reasoning: \"Review the plan from your perspective only.\", alternative: \"\", criteria: [] } }",
        );
    let (p, s) = project(&script);
    let (code, out, err) = debate(&p, &s, &[]);
    assert_eq!(code, 1, "{out}{err}");
    assert!(out.starts_with("The debate failed: 3 of 3 roles gave no valid position in round 1"), "{out}");
    let tester = out.lines().find(|l| l.starts_with("  tester: ")).unwrap_or_default();
    assert_eq!(tester, "  tester: asked again, still: the reasoning repeats the prompt", "{out}");
    // The log of unusable answers keeps the whole problem, instruction too, and the answer.
    let log = read(&p, ".agent-smith/debate/prompts/round-1-tester.unusable.md");
    assert!(
        log.contains("Why: the reasoning repeats the prompt: say in your own words what you think of the plan\n"),
        "{log}"
    );
    assert!(log.contains("Review the plan from your perspective only."), "{log}");
    // Drafts: empty, cut, garbage: the debate fails before any review.
    for reply in [
        "{ content: \"\" }",
        "{ content: \"{\\\"title\\\": \\\"Fix the divi\", finish: length }",
        "{ content: \"lorem ipsum dolor sit amet\" }",
    ] {
        let script = format!("rules:\n  - when: {{ stage: draft }}\n    reply: {reply}\n") + &all_agree(1);
        let (p, s) = project(&script);
        let (code, out, err) = debate(&p, &s, &[]);
        assert_eq!(code, 1, "{reply}: {out}{err}");
        assert!(out.starts_with("The debate failed: the drafted plan cannot be reviewed"), "{reply}: {out}");
        assert_eq!(report(&p)["rounds"].as_array().unwrap().len(), 0, "{reply}");
    }
}
