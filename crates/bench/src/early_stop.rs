//! `bench early-stop`: model calls of scripted debates in `full` and `when-needed` mode.

use std::path::Path;
use std::sync::Arc;

use crate::common::{debate_input, orders_ticket, scripted_model};
use agentsmith::catalog::{Catalog, CatalogSources};
use agentsmith::config::DebateMode;
use agentsmith::debate::{Conduct, Debater};
use agentsmith::event::Events;
use agentsmith::llm::{Gateway, GatewayOptions, Scripted};
use agentsmith::templates::Templates;

const PANELS: [&[&str]; 2] =
    [&["architect", "dba", "tester"], &["architect", "backend-developer", "dba", "tester", "security-reviewer"]];

/// The scenarios: what the first reviewer (the first role after the lead) says in round 1,
/// as `(verdict, confidence)`; every other review agrees.
const SCENARIOS: [(&str, &str, &str); 4] = [
    ("first reviewer agrees, confidence 0.9", "AGREE", "0.9"),
    ("first reviewer suggests, confidence 0.8", "SUGGEST", "0.8"),
    ("first reviewer agrees, no confidence", "AGREE", "null"),
    ("first reviewer objects, confidence 0.8", "OBJECT", "0.8"),
];

fn script(first: &str, verdict: &str, confidence: &str) -> String {
    let plan = "{ title: \"Index orders by customer\", summary: \"Add the index in a migration.\", steps: [\"Write the migration that adds the index\", \"Test the migration on a copy\"], risks: [], responses: [] }";
    let revised = "{ title: \"Index orders by customer\", summary: \"Add the index concurrently.\", steps: [\"Write the migration that adds the index concurrently\", \"Test the migration on a copy\"], risks: [], responses: [{ role: ROLE, decision: adopted, reason: \"A concurrent build does not lock.\" }] }".replace("ROLE", first);
    let alternative = if verdict == "OBJECT" { "Build the index concurrently." } else { "" };
    format!(
        "rules:\n  - when: {{ stage: draft }}\n    reply: {{ json: {plan} }}\n  - when: {{ stage: consolidate }}\n    reply: {{ json: {revised} }}\n  - when: {{ stage: review, role: {first}, round: 1 }}\n    reply: {{ json: {{ verdict: {verdict}, reasoning: \"The migration that adds the index is what I would check first.\", alternative: \"{alternative}\", criteria: [], confidence: {confidence} }} }}\n  - when: {{ stage: review }}\n    reply: {{ json: {{ verdict: AGREE, reasoning: \"The migration and its test on a copy cover my concerns.\", alternative: \"\", criteria: [], confidence: 0.9 }} }}\n"
    )
}

/// The model calls of one scripted debate.
fn calls(dir: &Path, catalog: &Catalog, roles: &[&str], script: &str, mode: DebateMode) -> Option<u64> {
    let file = dir.join("script.yaml");
    std::fs::write(&file, script).ok()?;
    let provider = Scripted::load(&file).ok()?;
    let model = scripted_model(&file);
    let gw = Gateway::with_provider(Arc::new(provider), model, GatewayOptions::default()).ok()?;
    let templates = Templates::new(dir, None);
    let debater = Debater { gateway: &gw, templates: &templates, events: Events::none(), prompt_dir: None, ask: None };
    let ticket = orders_ticket();
    let input = debate_input(&ticket, catalog, roles, Conduct { mode, ..Conduct::default() });
    let rt = tokio::runtime::Builder::new_current_thread().enable_all().build().ok()?;
    rt.block_on(debater.run(&input)).ok().map(|o| o.usage.calls)
}

pub fn main() {
    let dir = std::env::temp_dir().join(format!("agentsmith-bench-early-stop-{}", std::process::id()));
    let _ = std::fs::create_dir_all(&dir);
    let catalog = Catalog::load(&CatalogSources { user_dir: None, repo: dir.clone() });
    println!("== early stop: model calls of scripted debates, full against when-needed (min_confidence 0.7)");
    println!("   {:<42} {:>5} {:>5} {:>12} {:>6}", "scenario", "roles", "full", "when-needed", "saved");
    let (mut full_total, mut early_total) = (0u64, 0u64);
    for roles in PANELS {
        // The first role after the lead (architect) reviews first.
        let first = roles[1];
        for (what, verdict, confidence) in SCENARIOS {
            let script = script(first, verdict, confidence);
            let (Some(full), Some(early)) = (
                calls(&dir, &catalog, roles, &script, DebateMode::Full),
                calls(&dir, &catalog, roles, &script, DebateMode::WhenNeeded),
            ) else {
                eprintln!("the scripted debate failed ({what}, {} roles)", roles.len());
                std::process::exit(1);
            };
            full_total += full;
            early_total += early;
            let saved = full.saturating_sub(early);
            println!("   {what:<42} {:>5} {full:>5} {early:>12} {saved:>6}", roles.len());
        }
    }
    let saved = full_total.saturating_sub(early_total);
    println!(
        "   {:<42} {:>5} {full_total:>5} {early_total:>12} {saved:>6} ({:.0}% of the calls)",
        "all",
        "",
        saved as f64 * 100.0 / full_total.max(1) as f64
    );
    let _ = std::fs::remove_dir_all(&dir);
}
