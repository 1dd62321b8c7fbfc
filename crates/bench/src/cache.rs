//! Prompt caching, measured on what the commands really send.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::Command;

use crate::common::{agentsmith_exe, copy_tree};
use agentsmith::config::Price;
use agentsmith::llm::{ChatRequest, ChatResponse, PrefixCache, PrefixUse, Usage};

const MODEL: &str = "claude-sonnet-4-5";

fn git(dir: &Path, args: &[&str]) {
    let _ = Command::new("git").arg("-C").arg(dir).args(args).output();
}

/// Makes `dir` a git repository with everything in it committed on `main`.
fn commit_all(dir: &Path) {
    git(dir, &["init", "-q", "-b", "main"]);
    git(dir, &["-c", "user.name=bench", "-c", "user.email=bench@example.com", "add", "-A"]);
    git(dir, &["-c", "user.name=bench", "-c", "user.email=bench@example.com", "commit", "-q", "-m", "initial"]);
}

/// Runs `agentsmith ARGS` in `repo` with `script`, recording every exchange; returns the
/// requests and answers in the order sent.
fn recorded(repo: &Path, script: &str, args: &[&str]) -> Vec<(ChatRequest, ChatResponse)> {
    let dir = repo.parent().unwrap_or(repo);
    let file = dir.join("script.yaml");
    let rec = dir.join(format!("record-{}.jsonl", args[0]));
    let _ = std::fs::remove_file(&rec);
    if std::fs::write(&file, script).is_err() {
        eprintln!("cannot write {}", file.display());
        std::process::exit(1);
    }
    let out = Command::new(agentsmith_exe())
        .current_dir(dir)
        .env_clear()
        .env("PATH", std::env::var("PATH").unwrap_or_default())
        .env("HOME", dir)
        .env("AGENTSMITH_PROVIDER", "scripted")
        .env("AGENTSMITH_SCRIPT", &file)
        .arg("--repo")
        .arg(repo)
        .arg("-q")
        .arg("--record")
        .arg(&rec)
        .args(args)
        .output();
    match out {
        Ok(o) if o.status.success() => {}
        Ok(o) => {
            eprintln!(
                "agentsmith {} failed ({}):\n{}{}",
                args[0],
                o.status,
                String::from_utf8_lossy(&o.stdout),
                String::from_utf8_lossy(&o.stderr)
            );
            std::process::exit(1);
        }
        Err(e) => {
            eprintln!("{}: {e}; run `cargo build --release` first", agentsmith_exe().display());
            std::process::exit(2);
        }
    }
    let text = std::fs::read_to_string(&rec).unwrap_or_default();
    text.lines()
        .filter_map(|l| serde_json::from_str::<serde_json::Value>(l).ok())
        .filter_map(|v| {
            let req: ChatRequest = serde_json::from_value(v.get("request")?.clone()).ok()?;
            let resp: ChatResponse = serde_json::from_value(v.get("response")?.clone()).ok()?;
            Some((req, resp))
        })
        .collect()
}

#[derive(Default)]
struct Sums {
    calls: u64,
    input: u64,
    read: u64,
    write: u64,
    output: u64,
}

/// Prints the figures of one run; returns (share of review tokens in rounds 2-3 in a
/// repeated prefix, cost with the cache / without).
fn report(name: &str, exchanges: &[(ChatRequest, ChatResponse)]) -> (Option<f64>, f64) {
    let price = Price::new(3.0, 15.0);
    let uses = anthropic_uses(exchanges);
    let mut by_role: BTreeMap<String, Sums> = BTreeMap::new();
    let mut late = (0u64, 0u64);
    let (mut plain, mut cached) = (0.0, 0.0);
    for ((req, resp), u) in exchanges.iter().zip(uses) {
        let output = output_tokens(resp);
        let who =
            format!("{} {}", req.meta.stage, req.meta.role.as_deref().or(req.meta.smith.as_deref()).unwrap_or(""));
        let s = by_role.entry(who.trim().to_string()).or_default();
        s.calls += 1;
        s.input += u.input_tokens;
        s.read += u.read_tokens;
        s.write += u.write_tokens;
        s.output += output;
        if req.meta.stage == "review" && req.meta.round.is_some_and(|r| r >= 2) {
            late.0 += u.input_tokens;
            late.1 += u.read_tokens;
        }
        let usage = Usage::new(u.input_tokens, output);
        plain += usage.cost_at(MODEL, &price);
        cached += usage.cached(u.read_tokens, u.write_tokens).cost_at(MODEL, &price);
    }
    println!("== cache: {name}, {} model calls", exchanges.len());
    println!(
        "   {:<34} {:>5} {:>8} {:>8} {:>8} {:>7}",
        "stage and role/smith", "calls", "input", "cached", "written", "cached%"
    );
    let mut total = Sums::default();
    for (who, s) in &by_role {
        println!(
            "   {:<34} {:>5} {:>8} {:>8} {:>8} {:>6.1}%",
            who,
            s.calls,
            s.input,
            s.read,
            s.write,
            100.0 * s.read as f64 / s.input.max(1) as f64
        );
        total.calls += s.calls;
        total.input += s.input;
        total.read += s.read;
        total.output += s.output;
    }
    println!(
        "   total: {} input tokens ({} in a repeated prefix, {:.1}%), {} output tokens",
        total.input,
        total.read,
        100.0 * total.read as f64 / total.input.max(1) as f64,
        total.output
    );
    let ratio = cached / plain.max(f64::MIN_POSITIVE);
    println!("   cost at Anthropic prices: ${plain:.4} without the cache, ${cached:.4} with it ({ratio:.3}x)");
    println!(
        "   (counting every breakpoint and letting each request read what any earlier one wrote: {:.3}x)",
        lax_cost(exchanges, &price) / plain.max(f64::MIN_POSITIVE)
    );
    let share = (late.0 > 0).then(|| late.1 as f64 / late.0 as f64);
    (share, ratio)
}

/// What each request reads and writes of the cache under Anthropic's rules: a prefix under 1024
/// tokens is not cached, and the reviews of one round, sent at once, cannot read what each other
/// write.
fn anthropic_uses(exchanges: &[(ChatRequest, ChatResponse)]) -> Vec<PrefixUse> {
    let mut prefixes = PrefixCache::anthropic();
    let mut uses = Vec::new();
    let mut i = 0;
    while i < exchanges.len() {
        let (first, _) = &exchanges[i];
        let together = exchanges[i..]
            .iter()
            .take_while(|(r, _)| {
                first.meta.stage == "review" && r.meta.stage == "review" && r.meta.round == first.meta.round
            })
            .count()
            .max(1);
        let reqs: Vec<&ChatRequest> = exchanges[i..i + together].iter().map(|(r, _)| r).collect();
        // The debate sends a round's first review ahead of the others when the block they
        // share is long enough to cache (`debate::engine`), so they read what it writes.
        let ahead = usize::from(together > 1 && agentsmith::llm::cacheable(agentsmith::llm::leading_tokens(reqs[0])));
        if ahead == 1 {
            uses.push(prefixes.send(reqs[0]));
        }
        uses.extend(prefixes.send_together(&reqs[ahead..]));
        i += together;
    }
    uses
}

/// The tokens of an answer, estimated from its text and its tool calls' arguments.
fn output_tokens(resp: &ChatResponse) -> u64 {
    agentsmith::llm::estimate_tokens(resp.content.len())
        + resp.tool_calls.iter().map(|c| agentsmith::llm::estimate_tokens(c.arguments.len())).sum::<u64>()
}

/// The cost of the requests counted as the bench did before it followed Anthropic's rules:
/// every breakpoint caches, and each request reads what any earlier one wrote.
fn lax_cost(exchanges: &[(ChatRequest, ChatResponse)], price: &Price) -> f64 {
    let mut lax = PrefixCache::default();
    exchanges
        .iter()
        .map(|(req, resp)| {
            let u = lax.send(req);
            Usage::new(u.input_tokens, output_tokens(resp)).cached(u.read_tokens, u.write_tokens).cost_at(MODEL, price)
        })
        .sum()
}

const DEBATE: &str = r#"rules:
  - when: { stage: draft }
    reply: { json: { title: "Index orders by customer", summary: "Add the index in a migration.", steps: ["Write the migration that adds the index on orders(customer_id)", "Test the migration on a copy of production data"], risks: ["The table is large"], responses: [] } }
  - when: { stage: consolidate }
    reply: { json: { title: "Index orders by customer", summary: "Add the index in a migration, built concurrently.", steps: ["Write the migration that adds the index on orders(customer_id)", "Test the migration on a copy of production data", "Apply it off-peak"], risks: [], responses: [{ role: dba, decision: rejected, reason: "A concurrent build is not supported by the migration tool." }] } }
  - when: { stage: review, role: dba }
    reply: { json: { verdict: OBJECT, reasoning: "The migration step locks the orders table for minutes while the index builds.", alternative: "Build the index concurrently, outside the transaction.", criteria: [] } }
  - when: { stage: review }
    reply: { json: { verdict: AGREE, reasoning: "The migration and its test on a copy cover my concerns about the orders table.", alternative: "", criteria: [] } }
"#;

const TICKET: &str = "Add an index on orders by customer\n\nListing a customer's orders takes 4 s on production: \
the query filters orders by customer_id and sorts by created_at, and there is no index on either column. \
The orders table holds 80 million rows and takes writes all day; the migration tool wraps every \
migration in a transaction. Add the index the query needs without a long lock, with a test that the \
migration applies and rolls back, and a note in the runbook on when to run it.";

const FIX_SCRIPT: &str = r#"rules:
  - when: { stage: triage }
    reply: { json: { add: [], drop: [] } }
  - when: { stage: draft }
    reply: { json: { title: "Fix the divisor in mean", summary: "Divide by len(values); add a test.", steps: ["Add test_mean", "Fix mean"], risks: [], responses: [] } }
  - when: { stage: review }
    reply: { json: { verdict: AGREE, reasoning: "The test and the fix in mean are right.", alternative: "", criteria: [] } }
  - when: { stage: decide }
    reply: { json: { action: execute, reasoning: small, subtasks: [] } }
  - when: { stage: execute, smith: smith-root }
    replies:
      - tool_calls: [{ name: read_file, arguments: { path: calc.py } }]
      - tool_calls: [{ name: read_file, arguments: { path: test_calc.py } }]
      - tool_calls: [{ name: edit_file, arguments: { path: calc.py, old: "return sum(values) / (len(values) - 1)", new: "return sum(values) / len(values)" } }]
      - tool_calls: [{ name: edit_file, arguments: { path: test_calc.py, old: "    def test_percent(self):", new: "    def test_mean(self):\n        self.assertEqual(mean([2, 4]), 3.0)\n\n    def test_percent(self):" } }, { name: edit_file, arguments: { path: test_calc.py, old: "from calc import clamp, percent", new: "from calc import clamp, mean, percent" } }]
      - tool_calls: [{ name: run_command, arguments: { command: "python3 -m unittest -q" } }]
      - content: "Fixed mean and added test_mean."
"#;

pub fn main() {
    let tmp = std::env::temp_dir().join(format!("agentsmith-bench-cache-{}", std::process::id()));
    let repo = tmp.join("repo");
    let _ = std::fs::create_dir_all(&repo);
    // The debate: a 5-role panel, the DBA objecting every round, so all 3 rounds are held.
    let debate_args =
        ["debate", TICKET, "--roles", "architect,backend-developer,dba,tester,security-reviewer", "--max-rounds", "3"];
    let _ = std::fs::write(repo.join("README.md"), "# orders service\n");
    let debate = recorded(&repo, DEBATE, &debate_args);
    let (tiny_share, tiny_ratio) = report("scripted 5-role, 3-round debate, tiny project (a README)", &debate);
    // The same debate on a realistic project: the vulnerable-shop example (its services,
    // backend and static files), with the knowledge `agentsmith init` writes for it; the
    // prompts are what the command sends for that project.
    let shop = tmp.join("shop");
    copy_tree(&crate::common::repo_root().join("examples/vulnerable-shop"), &shop, &[]);
    commit_all(&shop);
    recorded(&shop, "rules: []\n", &["init"]);
    if !shop.join(".agentsmith/knowledge.md").exists() {
        eprintln!("agentsmith init wrote no {}", shop.join(".agentsmith/knowledge.md").display());
        std::process::exit(1);
    }
    let debate = recorded(&shop, DEBATE, &debate_args);
    let (share, ratio) = report("scripted 5-role, 3-round debate, vulnerable-shop after `agentsmith init`", &debate);
    // fix-bug on the buggy-calc example, one smith with six turns.
    let calc = tmp.join("calc");
    let _ = std::fs::create_dir_all(&calc);
    let example = crate::common::repo_root().join("examples/buggy-calc");
    for f in ["calc.py", "test_calc.py"] {
        let _ = std::fs::copy(example.join(f), calc.join(f));
    }
    commit_all(&calc);
    let fix = recorded(
        &calc,
        FIX_SCRIPT,
        &[
            "fix-bug",
            "mean() returns the wrong average: calc.mean([2, 4]) gives 6.0",
            "--test-cmd",
            "python3 -m unittest -q",
            "--no-apply",
        ],
    );
    let (_, fix_ratio) = report("scripted fix-bug run", &fix);
    println!("== targets (issue 18), judged on the debate on vulnerable-shop: a real project's prompts");
    println!("   (the tiny project's prompts are too short for the cross-role prefix to reach the");
    println!("   1024-token cache minimum, so there only each role's own repeats are cached)");
    if let Some(s) = tiny_share {
        println!(
            "   tiny project: rounds 2-3 cacheable share {:.1}%, cost with cache / without {tiny_ratio:.3}",
            100.0 * s
        );
    }
    match share {
        Some(s) => println!(
            "   review prompts in rounds 2-3, share of tokens in a cacheable prefix: {:.1}% (target >= 70%): {}",
            100.0 * s,
            if s >= 0.70 { "met" } else { "NOT met" }
        ),
        None => println!("   review prompts in rounds 2-3: none were sent (the debate ended early)"),
    }
    println!(
        "   scripted debate, cost with cache / without: {ratio:.3} (target <= 0.5): {}",
        if ratio <= 0.5 { "met" } else { "NOT met" }
    );
    println!("   scripted fix-bug run, cost with cache / without: {fix_ratio:.3} (no target)");
    let _ = std::fs::remove_dir_all(&tmp);
}
