//! `bench smith`: a full tree of 31 scripted smiths at several --jobs: wall time, CPU per smith.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::common::{cpu_seconds, scripted_model, scripted_options};
use agentsmith::config::CommandPolicy as Mode;
use agentsmith::llm::{Gateway, Scripted};
use agentsmith::sandbox::{Policy, Sandbox};
use agentsmith::smith::{Executor, ExecutorOptions, SmithId, Task, Workspace};
use agentsmith::templates::Templates;
use agentsmith::tools::CommandPolicy;

const LATENCY_MS: u64 = 200;

pub fn main() {
    let subtasks = (1..=5)
        .map(|i| format!("{{ title: \"Part {i}\", description: \"Do part {i}.\", expected_output: \"part\" }}"))
        .collect::<Vec<_>>()
        .join(", ");
    let script = format!(
        "rules:\n  - when: {{ stage: decide, contains: \"at level 2 of the tree\" }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ action: execute, reasoning: leaf, subtasks: [] }} }}\n  - when: {{ stage: decide }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ action: decompose, reasoning: split, subtasks: [{subtasks}] }} }}\n  - when: {{ stage: execute }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ content: \"Done.\\n\\nDetails.\" }}\n  - when: {{ stage: aggregate }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ content: \"Combined.\\n\\nDetails.\" }}\n"
    );
    // Critical path: decide at each of levels 0 to 2, the leaf's work, and aggregation at 2 levels.
    let critical = Duration::from_millis(LATENCY_MS * 6);
    println!(
        "== smith tree: 1 + 5 + 25 smiths, scripted answers after {LATENCY_MS} ms; critical path {:.1} s",
        critical.as_secs_f64()
    );
    let default_jobs = agentsmith::config::Settings::default().limits.jobs as usize;
    let mut all = vec![default_jobs];
    all.extend([4usize, 16, 64].into_iter().filter(|j| *j != default_jobs));
    measure(&script, critical, &all);

    // Each level-1 smith's 5 children form a chain: child n depends on child n-1.
    let chain = (1..=5)
        .map(|i| {
            let after = if i == 1 { String::new() } else { (i - 1).to_string() };
            format!("{{ title: \"Step {i}\", description: \"Do step {i}.\", expected_output: \"step\", depends_on: [{after}] }}")
        })
        .collect::<Vec<_>>()
        .join(", ");
    let script = format!(
        "rules:\n  - when: {{ stage: decide, contains: \"at level 2 of the tree\" }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ action: execute, reasoning: leaf, subtasks: [] }} }}\n  - when: {{ stage: decide, contains: \"at level 1 of the tree\" }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ action: decompose, reasoning: chain, subtasks: [{chain}] }} }}\n  - when: {{ stage: decide }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ action: decompose, reasoning: split, subtasks: [{subtasks}] }} }}\n  - when: {{ stage: execute }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ content: \"Done.\\n\\nDetails.\" }}\n  - when: {{ stage: aggregate }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ content: \"Combined.\\n\\nDetails.\" }}\n"
    );
    // Critical path: decide at levels 0 and 1, then 5 leaves one after another (decide and
    // work each), and aggregation at 2 levels.
    let critical = Duration::from_millis(LATENCY_MS * (2 + 5 * 2 + 2));
    println!(
        "== smith tree with dependencies: 1 + 5 + 25 smiths, each level-1 smith's 5 children a chain; scripted answers after {LATENCY_MS} ms; critical path {:.1} s",
        critical.as_secs_f64()
    );
    measure(&script, critical, &[default_jobs]);
}

/// Runs the scripted tree of `script` with each of `jobs` and prints its wall time against
/// the critical path.
fn measure(script: &str, critical: Duration, jobs_list: &[usize]) {
    let Ok(rt) = tokio::runtime::Builder::new_multi_thread().enable_all().build() else { std::process::exit(1) };
    let default_jobs = agentsmith::config::Settings::default().limits.jobs as usize;
    for &jobs in jobs_list {
        let dir = std::env::temp_dir().join(format!("agentsmith-bench-smith-{}-{jobs}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        let _ = std::fs::create_dir_all(&dir);
        let file = dir.join("script.yaml");
        if std::fs::write(&file, script).is_err() {
            std::process::exit(1);
        }
        let Ok(provider) = Scripted::load(&file) else { std::process::exit(1) };
        let model = scripted_model(&file);
        let opts = scripted_options(jobs, Duration::from_secs(60));
        let Ok(gw) = Gateway::with_provider(Arc::new(provider), model, opts) else { std::process::exit(1) };
        let templates = Templates::new(&dir, None);
        let ws = Workspace::new(&dir);
        let exec = Executor {
            gateway: &gw,
            templates: &templates,
            ws: ws.clone(),
            opts: ExecutorOptions {
                // Levels 0 to 2: 1 + 5 + 25 smiths.
                max_depth: 2,
                max_breadth: 5,
                max_turns: 5,
                commands: CommandPolicy {
                    mode: Mode::Deny,
                    allowlist: vec![],
                    timeout: Duration::from_secs(1),
                    output_cap: 1024,
                    sandbox: Sandbox {
                        policy: Policy::unconfined(""),
                        helper: std::path::PathBuf::new(),
                        scratch_root: dir.join(".agent-smith/sandbox"),
                    },
                },
                read_only: true,
                coding: None,
                brief: String::new(),
                report_findings: false,
                redact: None,
                max_write: 1 << 20,
                on_failure: Default::default(),
                ask: None,
                plan: None,
            },
            events: agentsmith::event::Events::none(),
            cancel: Default::default(),
            stopped: Default::default(),
            plan_split: Default::default(),
        };
        let task = Task {
            title: "Bench".into(),
            description: "Benchmark task.".into(),
            context: String::new(),
            expected_output: String::new(),
            plan_steps: Vec::new(),
        };
        let cpu0 = cpu_seconds();
        let t = Instant::now();
        let summary = rt.block_on(exec.run(SmithId::root(), task));
        let wall = t.elapsed();
        let cpu = cpu_seconds() - cpu0;
        let smiths = 31.0;
        println!(
            "   --jobs {jobs:>2}{}: wall {:.2} s ({:.2}x the critical path), {} model calls, {:?}; engine CPU {:.2} ms per smith",
            if jobs == default_jobs { " (default)" } else { "" },
            wall.as_secs_f64(),
            wall.as_secs_f64() / critical.as_secs_f64(),
            gw.ledger().total().calls,
            summary.status,
            cpu * 1e3 / smiths
        );
        let _ = std::fs::remove_dir_all(&dir);
    }
}
