//! `bench debate`: a scripted 5-role, 3-round debate: wall time, engine CPU per call, prompt tokens.

use std::collections::BTreeMap;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use crate::common::{cpu_seconds, debate_input, orders_ticket, scripted_model, scripted_options};
use agentsmith::catalog::{Catalog, CatalogSources};
use agentsmith::config::ResolvedModel;
use agentsmith::debate::{Debater, Outcome};
use agentsmith::event::{EventKind, Events, FnSink};
use agentsmith::llm::{Gateway, Scripted};
use agentsmith::templates::Templates;

const LATENCY_MS: u64 = 200;

/// The script: every answer after `LATENCY_MS`; the DBA objects every round, so all three
/// rounds are held.
fn script() -> String {
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
    script
}

/// Review prompt tokens and reviews, by round.
type ByRound = Arc<Mutex<BTreeMap<u32, (u64, u64)>>>;

pub fn main() {
    let dir = std::env::temp_dir().join(format!("agentsmith-bench-debate-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let roles = ["architect", "backend-developer", "dba", "tester", "security-reviewer"];
    let file = dir.join("script.yaml");
    if std::fs::write(&file, script()).is_err() {
        eprintln!("cannot write {}", file.display());
        std::process::exit(1);
    }
    let catalog = Catalog::load(&CatalogSources { user_dir: None, repo: dir.clone() });
    let ticket = orders_ticket();
    let model = ResolvedModel { max_tokens: Some(512), ..scripted_model(&file) };
    let Ok(provider) = Scripted::load(&file) else { std::process::exit(1) };
    let jobs = agentsmith::config::Settings::default().limits.jobs as usize;
    let opts = scripted_options(jobs, Duration::from_secs(30));
    let tokens: ByRound = Arc::new(Mutex::new(BTreeMap::new()));
    let Ok(gw) = Gateway::with_provider(Arc::new(provider), model, opts) else { std::process::exit(1) };
    let gw = gw.with_events(Events::none().with(Arc::new(review_tokens(tokens.clone()))));
    let templates = Templates::new(&dir, None);
    let debater = Debater { gateway: &gw, templates: &templates, events: Events::none(), prompt_dir: None, ask: None };
    let input = debate_input(&ticket, &catalog, &roles, Default::default());
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
    print_figures(roles.len(), &outcome, wall, cpu, &tokens);
    let _ = std::fs::remove_dir_all(&dir);
}

/// A sink adding up each review's prompt tokens by round.
fn review_tokens(tokens: ByRound) -> FnSink<impl Fn(&agentsmith::event::Event) + Send + Sync> {
    FnSink(move |e: &agentsmith::event::Event| {
        if let EventKind::CallFinished { round, input_tokens, .. } = &e.kind
            && e.stage == "review"
        {
            let mut m = tokens.lock().unwrap_or_else(|p| p.into_inner());
            let entry = m.entry(round.unwrap_or(0)).or_default();
            entry.0 += input_tokens;
            entry.1 += 1;
        }
    })
}

fn print_figures(roles: usize, outcome: &Outcome, wall: Duration, cpu: f64, tokens: &ByRound) {
    let calls = outcome.usage.calls;
    let critical = Duration::from_millis(LATENCY_MS * (1 + 3 + 2));
    println!("== debate: {roles} roles, {} rounds, scripted answers after {LATENCY_MS} ms", outcome.rounds.len());
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
}
