//! The event streams of a scripted debate and a scripted fix-bug, as snapshots: what a tool
//! reading `--events jsonl` or `.agent-smith/events.jsonl` sees. Times, run ids and temporary
//! paths are filtered out; everything else is compared whole.

use crate::common::{Project, run};

/// `text` with what changes from run to run replaced by placeholders.
fn normalize(text: &str, p: &Project) -> String {
    let tmp = p.dir.path().display().to_string();
    let text = text.replace(&tmp, "<tmp>");
    let ms = regex::Regex::new(r#""(elapsed_ms|wall_ms|at_ms)":\d+"#).unwrap();
    let text = ms.replace_all(&text, r#""$1":"<ms>""#);
    let secs = regex::Regex::new(r#""seconds":[0-9.e-]+"#).unwrap();
    let text = secs.replace_all(&text, r#""seconds":"<s>""#);
    let at = regex::Regex::new(r#""(at|time|started|created_at)":"[^"]*""#).unwrap();
    let text = at.replace_all(&text, r#""$1":"<time>""#);
    let id = regex::Regex::new(r"(run|fix-bug|add-feature|review)-\d{8}T\d{6}Z").unwrap();
    id.replace_all(&text, "$1-<time>").into_owned()
}

fn scripted(p: &Project, script: &str, args: &[&str]) -> assert_cmd::Command {
    let file = crate::common::write(&p.dir.path().join("script.yaml"), script);
    let mut c = p.cmd(args);
    c.env("AGENTSMITH_PROVIDER", "scripted")
        .env("AGENTSMITH_SCRIPT", file)
        .env("PATH", std::env::var("PATH").unwrap_or_default());
    c
}

const DEBATE: &str = r#"rules:
  - when: { stage: draft }
    reply: { json: { title: "Index orders", summary: "Add an index in a migration.", steps: [{ description: "Write the migration", touches: ["db/migrations/"], verification: "applies on a copy" }], risks: ["locks"], responses: [] } }
  - when: { stage: review, role: dba, round: 1 }
    reply: { json: { verdict: OBJECT, reasoning: "The index build locks orders.", alternative: "Build it CONCURRENTLY.", criteria: [] } }
  - when: { stage: review, round: 1 }
    reply: { json: { verdict: AGREE, reasoning: "The migration is fine as it is.", alternative: "", criteria: [] } }
  - when: { stage: consolidate }
    reply: { json: { title: "Index orders, concurrently", summary: "Build the index concurrently.", steps: [{ description: "Write the migration with CONCURRENTLY", touches: ["db/migrations/"], verification: "applies on a copy" }], risks: [], responses: [{ role: dba, decision: adopted, reason: "Concurrent builds do not lock." }] } }
  - when: { stage: review, round: 2 }
    reply: { json: { verdict: AGREE, reasoning: "A concurrent build of the index it is.", alternative: "", criteria: [] } }
"#;

#[test]
fn a_scripted_debate_streams_these_events() {
    let p = Project::new();
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n");
    let c = scripted(
        &p,
        DEBATE,
        &[
            "debate",
            "Add an index on orders.created_at",
            "--roles",
            "architect,dba",
            "--triage",
            "rules",
            "--events",
            "jsonl",
        ],
    );
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    insta::assert_snapshot!(normalize(&out, &p));
}

const FIX: &str = r#"rules:
  - when: { stage: triage }
    reply: { json: { add: [], drop: [] } }
  - when: { stage: draft }
    reply: { json: { title: "Fix the divisor in mean", summary: "Divide by len(values).", steps: ["Fix mean"], risks: [], responses: [] } }
  - when: { stage: review }
    reply: { json: { verdict: AGREE, reasoning: "Fixing the divisor in mean is right.", alternative: "", criteria: [] } }
  - when: { stage: decide }
    reply: { json: { action: execute, reasoning: small, subtasks: [] } }
  - when: { stage: execute }
    replies:
      - tool_calls: [{ name: edit_file, arguments: { path: calc.py, old: "return sum(values) / (len(values) - 1)", new: "return sum(values) / len(values)" } }, { name: write_file, arguments: { path: .git/config, content: x } }]
      - content: "Fixed mean.\n\nOne line."
"#;

#[test]
fn a_scripted_fix_bug_streams_these_events() {
    let p = Project::new();
    p.write(".agentsmith/config.yaml", "network:\n  retries: 1\n  backoff_initial_ms: 1\n  backoff_max_ms: 2\n");
    crate::common::commit_buggy_calc(&p);
    let c = scripted(
        &p,
        FIX,
        &["fix-bug", "mean() is wrong", "--test-cmd", "python3 -m unittest -q", "--no-apply", "--roles", "tester"],
    );
    let (code, out, err) = run(c);
    assert_eq!(code, 0, "{out}{err}");
    let events = std::fs::read_to_string(p.repo().join(".agent-smith/events.jsonl")).unwrap();
    insta::assert_snapshot!(normalize(&events, &p));
}
