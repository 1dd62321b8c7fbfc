//! `bench debate`: a scripted 5-role, 3-round debate: wall time, engine CPU per call, prompt tokens.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::common::{cpu_seconds, scripted_model, scripted_options};
use agentsmith::catalog::{Catalog, CatalogSources, OnNoConsensus};
use agentsmith::config::ResolvedModel;
use agentsmith::context::Ticket;
use agentsmith::debate::{DebateInput, Debater};
use agentsmith::event::{EventKind, Events, FnSink};
use agentsmith::llm::{Gateway, Scripted};
use agentsmith::templates::Templates;

const LATENCY_MS: u64 = 200;

pub fn main() {
    let dir = std::env::temp_dir().join(format!("agentsmith-bench-debate-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let roles = ["architect", "backend-developer", "dba", "tester", "security-reviewer"];
    let mut script = format!(
        "rules:\n  - when: {{ stage: draft }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ title: \"Index orders by customer\", summary: \"Add the index in a migration.\", steps: [\"Write the migration that adds the index\", \"Test the migration on a copy\"], risks: [], responses: [] }} }}\n"
    );
    script += &format!(
        "  - when: {{ stage: consolidate }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ title: \"Index orders by customer\", summary: \"Add the index in a migration, revised.\", steps: [\"Write the migration that adds the index\", \"Test the migration on a copy\", \"Apply it off-peak\"], risks: [], responses: [{{ role: dba, decision: rejected, reason: \"Out of scope.\" }}] }} }}\n"
    );
    script += &format!(
        "  - when: {{ stage: review, role: dba }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ verdict: OBJECT, reasoning: \"The migration locks a large table for minutes.\", alternative: \"Build the index concurrently.\", criteria: [] }} }}\n"
    );
    script += &format!(
        "  - when: {{ stage: review }}\n    latency_ms: {LATENCY_MS}\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"The migration and its test cover my concerns.\", alternative: \"\", criteria: [] }} }}\n"
    );
    let file = dir.join("script.yaml");
    if std::fs::write(&file, script).is_err() {
        eprintln!("cannot write {}", file.display());
        std::process::exit(1);
    }
    let catalog = Catalog::load(&CatalogSources { user_dir: None, repo: dir.clone() });
    let panel: Vec<_> =
        roles.iter().filter_map(|n| catalog.find(n, Some("coding")).ok()).map(|r| (r, "bench".to_string())).collect();
    let ticket = Ticket {
        title: "Add an index on orders".into(),
        body: "Orders by customer are slow; add an index in a migration.".into(),
        file: None,
    };
    let model = ResolvedModel { max_tokens: Some(512), ..scripted_model(&file) };
    let Ok(provider) = Scripted::load(&file) else { std::process::exit(1) };
    let jobs = agentsmith::config::Settings::default().limits.jobs as usize;
    let opts = scripted_options(jobs, Duration::from_secs(30));
    let tokens: Arc<Mutex<BTreeMap<u32, (u64, u64)>>> = Arc::new(Mutex::new(BTreeMap::new()));
    let t2 = tokens.clone();
    let Ok(gw) = Gateway::with_provider(Arc::new(provider), model, opts) else { std::process::exit(1) };
    let gw = gw.with_events(Events::none().with(Arc::new(FnSink(move |e: &agentsmith::event::Event| {
        if let EventKind::CallFinished { round, input_tokens, .. } = &e.kind
            && e.stage == "review"
        {
            let mut m = t2.lock().unwrap_or_else(|p| p.into_inner());
            let entry = m.entry(round.unwrap_or(0)).or_default();
            entry.0 += input_tokens;
            entry.1 += 1;
        }
    }))));
    let templates = Templates::new(&dir, None);
    let debater = Debater { gateway: &gw, templates: &templates, events: Events::none(), prompt_dir: None, ask: None };
    let input = DebateInput {
        topic: &ticket,
        category: "coding",
        context: String::new(),
        knowledge: String::new(),
        panel,
        max_rounds: 3,
        on_no_consensus: OnNoConsensus::Proceed,
        conduct: Default::default(),
    };
    let Ok(rt) = tokio::runtime::Builder::new_multi_thread().enable_all().build() else { std::process::exit(1) };
    let cpu0 = cpu_seconds();
    let t = Instant::now();
    let outcome = rt.block_on(debater.run(&input));
    let wall = t.elapsed();
    let cpu = cpu_seconds() - cpu0;
    let Ok(outcome) = outcome else {
        eprintln!("the debate failed");
        std::process::exit(1);
    };
    let calls = outcome.usage.calls;
    let critical = Duration::from_millis(LATENCY_MS * (1 + 3 + 2));
    println!(
        "== debate: {} roles, {} rounds, scripted answers after {LATENCY_MS} ms",
        roles.len(),
        outcome.rounds.len()
    );
    println!(
        "   wall {:.3} s; critical path {:.3} s (draft + 3 reviews + 2 revisions); {:.3}x, overhead {:.0} ms",
        wall.as_secs_f64(),
        critical.as_secs_f64(),
        wall.as_secs_f64() / critical.as_secs_f64(),
        (wall.as_secs_f64() - critical.as_secs_f64()) * 1e3
    );
    println!(
        "   {calls} model calls; engine CPU {:.1} ms in all, {:.2} ms per call",
        cpu * 1e3,
        cpu * 1e3 / calls.max(1) as f64
    );
    for (round, (input, n)) in tokens.lock().unwrap_or_else(|p| p.into_inner()).iter() {
        println!("   round {round}: {input} prompt tokens over {n} reviews ({} per review)", input / (*n).max(1));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
