//! The estimate against what scripted runs spend: each README example run with its scripted
//! replies (and the scans' reviews with generic ones), the expected calls and tokens the
//! report holds against the spend, and the bound.

use std::path::{Path, PathBuf};
use std::process::Command;

use serde_json::Value;

use crate::common::{agentsmith_exe, copy_tree};

/// The target: the expected figures within this factor of the spend, both ways.
const WITHIN: f64 = 3.0;

fn examples() -> PathBuf {
    crate::common::repo_root().join("examples")
}

/// A fresh copy of `example` in `tmp`, committed in a git repository of its own.
fn project(tmp: &Path, name: &str, example: &Path) -> PathBuf {
    let repo = tmp.join(name);
    let _ = std::fs::remove_dir_all(&repo);
    // The example as checked in: not its results, history or installed packages.
    copy_tree(example, &repo, &[".agent-smith", ".git", "node_modules"]);
    for args in [
        &["init", "-q"][..],
        &["add", "-A"],
        &["-c", "user.name=bench", "-c", "user.email=bench@localhost", "commit", "-qm", "example"],
    ] {
        let _ = Command::new("git").arg("-C").arg(&repo).args(args).output();
    }
    repo
}

/// Runs `agentsmith --repo REPO ARGS` with the scripted provider (`script`, or the
/// project's own configuration), then reads `spend` in `report.json` at `json_path`.
fn spend(repo: &Path, script: Option<&Path>, args: &[&str], json_path: &[&str]) -> Result<Value, String> {
    let mut c = Command::new(agentsmith_exe());
    c.current_dir(repo)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", repo)
        .env("AGENTSMITH_PROVIDER", "scripted")
        .arg("--repo")
        .arg(repo)
        .arg("-q")
        .args(args);
    if let Some(s) = script {
        c.env("AGENTSMITH_SCRIPT", s);
    }
    let out =
        c.output().map_err(|e| format!("{}: {e}; run `cargo build --release` first", agentsmith_exe().display()))?;
    // A scan exits 1 on its findings; 2 is a usage or setup error.
    if out.status.code().is_none_or(|c| c > 1) {
        return Err(format!(
            "agentsmith {} failed ({}):\n{}{}",
            args.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        ));
    }
    let path = repo.join(".agent-smith/results/report.json");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let json: Value = serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    let spend = json_path.iter().fold(&json, |v, k| &v[*k]);
    if spend.is_null() {
        return Err(format!("{}: no {}", path.display(), json_path.join(".")));
    }
    Ok(spend.clone())
}

/// A script answering any review generically: the panel agrees a three-area plan, the root
/// splits it three ways, every leaf lists the tree, searches once and reports nothing new,
/// and the filter keeps every finding of its batch (`findings`: how many ids to answer for).
fn generic_review(findings: usize) -> String {
    let mut s = String::from(
        r#"rules:
  - when: { stage: triage }
    reply: { json: { add: [], drop: [] } }
  - when: { stage: draft }
    reply: { json: { title: "Review the areas most at risk", summary: "Authentication, injection and access control, where the rules see least.", steps: ["Authentication and sessions: login, tokens, password handling.", "Injection: queries, commands and templates built from input.", "Access control: who may read and change which objects."], risks: ["Findings name what to verify at run time."], responses: [] } }
  - when: { stage: review }
    reply: { json: { verdict: AGREE, reasoning: "The three areas cover what the rules cannot judge.", alternative: "", criteria: [] } }
  - when: { stage: consolidate }
    reply: { json: { title: "Review the areas most at risk", summary: "As drafted.", steps: ["Authentication", "Injection", "Access control"], risks: [], responses: [] } }
  - when: { stage: decide, smith: smith-root }
    reply: { json: { action: decompose, reasoning: "Three independent areas.", subtasks: [{ title: Authentication, description: "Login, tokens and password handling.", expected_output: findings }, { title: Injection, description: "Queries, commands and templates built from input.", expected_output: findings }, { title: Access control, description: "Who may read and change which objects.", expected_output: findings }] } }
  - when: { stage: decide }
    reply: { json: { action: execute, reasoning: "One area.", subtasks: [] } }
  - when: { stage: aggregate }
    reply: { content: "The three areas were read; the rules' findings stand.\n\nNo new finding." }
"#,
    );
    for smith in ["smith-root", "smith-root/smith-001", "smith-root/smith-002", "smith-root/smith-003"] {
        s.push_str(&format!(
            r#"  - when: {{ stage: execute, smith: {smith} }}
    replies:
      - tool_calls: [{{ name: list_dir, arguments: {{ path: "." }} }}]
      - tool_calls: [{{ name: search, arguments: {{ pattern: "password|token|query|exec" }} }}]
      - content: "Read the area's files; nothing beyond the rules' findings.\n\nNo new finding."
"#
        ));
    }
    // A batch's first finding picks the rule; its answer covers the ten ids from it.
    for i in 1..=findings {
        let verdicts: Vec<String> = (i..i + 10)
            .map(|j| {
                format!("{{ id: F{j}, verdict: keep, reason: \"Reachable from input.\", severity: \"\", fix: \"\" }}")
            })
            .collect();
        s.push_str(&format!(
            "  - when: {{ stage: filter, contains: \"## F{i}: \" }}\n    reply: {{ json: {{ verdicts: [{}] }} }}\n",
            verdicts.join(", ")
        ));
    }
    s
}

/// The findings of a scan of `target` by the rules alone.
fn rule_findings(repo: &Path, target: &str) -> usize {
    let out = Command::new(agentsmith_exe())
        .arg("--repo")
        .arg(repo)
        .args(["-q", "security-scan", target, "--no-model", "--fail-on", "none", "--format", "json"])
        .output();
    let path = repo.join(".agent-smith/results/report.json");
    let json: Value = out
        .ok()
        .and_then(|_| std::fs::read_to_string(&path).ok())
        .and_then(|t| serde_json::from_str(&t).ok())
        .unwrap_or_default();
    json["findings"].as_array().map_or(0, Vec::len)
}

struct Row {
    name: String,
    spend: Value,
}

impl Row {
    fn print(&self) -> bool {
        let s = &self.spend;
        let n = |v: &Value| v.as_u64().unwrap_or(0);
        let tokens = |side: &Value| n(&side["input_tokens"]) + n(&side["output_tokens"]);
        let (ec, sc, bc) = (n(&s["expected"]["calls"]), n(&s["spent"]["calls"]), n(&s["bound"]["calls"]));
        let (et, st, bt) = (tokens(&s["expected"]), tokens(&s["spent"]), n(&s["bound"]["tokens"]));
        let ratio = |a: u64, b: u64| if b > 0 { a as f64 / b as f64 } else { f64::INFINITY };
        let (rc, rt) = (ratio(sc, ec), ratio(st, et));
        let ok = [rc, rt].iter().all(|r| *r <= WITHIN && *r >= 1.0 / WITHIN);
        println!(
            "   {:<26} {:>6} {:>6} {:>6.2}x {:>9} {:>9} {:>6.2}x {:>9} {:>12}  {}",
            self.name,
            ec,
            sc,
            rc,
            et,
            st,
            rt,
            bc,
            bt,
            if ok { "within 3x" } else { "OUTSIDE 3x" }
        );
        ok
    }
}

/// A run of an example with the scripted replies it ships.
struct Scripted {
    name: &'static str,
    /// The project's folder under the temporary folder.
    folder: &'static str,
    example: &'static str,
    /// The scripted replies, in the project (`None`: its configuration names them).
    script: Option<&'static str>,
    args: &'static [&'static str],
    /// Where the spend is in the run's JSON.
    json_path: &'static [&'static str],
}

const SCRIPTED: &[Scripted] = &[
    // fix-bug on buggy-calc, with its own scripted replies (its configuration names them).
    Scripted {
        name: "buggy-calc fix-bug",
        folder: "buggy-calc",
        example: "buggy-calc",
        script: None,
        args: &["fix-bug", "--ticket-file", "TICKET.md", "--no-apply"],
        json_path: &["spend"],
    },
    // run on buggy-calc: a three-step plan split three ways.
    Scripted {
        name: "buggy-calc run",
        folder: "buggy-calc-run",
        example: "buggy-calc",
        script: Some("scripted-run.yaml"),
        args: &["run", "Add median() to calc.py, with its test"],
        json_path: &["spend"],
    },
    // api-scan of insecure-api, reviewed (`--review`) with its scripted replies.
    Scripted {
        name: "insecure-api api-scan",
        folder: "insecure-api",
        example: "insecure-api",
        script: Some("scripted-review.yaml"),
        args: &["api-scan", "openapi.yaml", "--review"],
        json_path: &["review", "spend"],
    },
];

pub fn main() {
    let args: Vec<String> = std::env::args().collect();
    let flag = |name: &str| args.iter().position(|a| a == name).and_then(|i| args.get(i + 1)).cloned();
    let juice = flag("--juice-shop").or_else(|| std::env::var("AGENTSMITH_JUICE_SHOP").ok()).map(PathBuf::from);
    let tmp = std::env::temp_dir().join(format!("agentsmith-bench-estimate-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&tmp);
    let mut rows = Vec::new();
    let mut failed = Vec::new();
    let mut push = |name: &str, r: Result<Value, String>| match r {
        Ok(spend) => rows.push(Row { name: name.to_string(), spend }),
        Err(e) => failed.push(format!("{name}: {e}")),
    };
    for run in SCRIPTED {
        let repo = project(&tmp, run.folder, &examples().join(run.example));
        let script = run.script.map(|s| repo.join(s));
        push(run.name, spend(&repo, script.as_deref(), run.args, run.json_path));
    }
    // security-scan of vulnerable-shop and juice-shop, reviewed with generic replies.
    let mut scans = vec![("vulnerable-shop review".to_string(), examples().join("vulnerable-shop"))];
    match &juice {
        Some(p) if p.is_dir() => scans.push(("juice-shop review".to_string(), p.clone())),
        Some(p) => println!("juice-shop: {} is not a folder; skipped", p.display()),
        None => println!("juice-shop: skipped (give its source with --juice-shop PATH or AGENTSMITH_JUICE_SHOP)"),
    }
    for (name, src) in scans {
        let repo = project(&tmp, &name.replace(' ', "-"), &src);
        let script = tmp.join(format!("{}.yaml", name.replace(' ', "-")));
        let findings = rule_findings(&repo, ".");
        let _ = std::fs::remove_dir_all(repo.join(".agent-smith"));
        if let Err(e) = std::fs::write(&script, generic_review(findings + 20)) {
            push(&name, Err(format!("{}: {e}", script.display())));
            continue;
        }
        push(
            &name,
            spend(&repo, Some(&script), &["security-scan", ".", "--review", "--fail-on", "none"], &["review", "spend"]),
        );
    }
    println!("== the estimate against scripted runs (expected within {WITHIN}x of the spend, both ways)");
    println!(
        "   {:<26} {:>6} {:>6} {:>7} {:>9} {:>9} {:>7} {:>9} {:>12}",
        "run", "calls", "spent", "ratio", "tokens", "spent", "ratio", "bound", "bound tokens"
    );
    let within = rows.iter().map(Row::print).filter(|ok| *ok).count();
    println!("   {within} of {} within {WITHIN}x (ratio: spent over expected)", rows.len());
    for f in &failed {
        eprintln!("{f}");
    }
    let _ = std::fs::remove_dir_all(&tmp);
    if !failed.is_empty() {
        std::process::exit(1);
    }
}
