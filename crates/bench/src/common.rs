//! What several benchmarks share: the binary they drive, the model they script, the gateway's
//! options, the scripted debate's input and copying an example project.

use std::path::{Path, PathBuf};
use std::time::Duration;

use agentsmith::catalog::{Catalog, OnNoConsensus};
use agentsmith::config::{ProviderKind, ResolvedModel};
use agentsmith::context::Ticket;
use agentsmith::debate::{Conduct, DebateInput};
use agentsmith::llm::GatewayOptions;

/// CPU seconds this process has used (user + system, all threads), to the nanosecond: the
/// kernel's per-process CPU clock, not /proc's 10 ms ticks (a scripted debate's engine spends a
/// few ticks in all, too coarse to compare builds by).
pub fn cpu_seconds() -> f64 {
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: `ts` is a valid, writable timespec for the call's duration; the clock id is a
    // constant the kernel always has.
    let rc = unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut ts) };
    if rc != 0 {
        return 0.0;
    }
    ts.tv_sec as f64 + ts.tv_nsec as f64 / 1e9
}

/// The default model alias for a benchmark: no key, the provider's defaults.
pub fn bench_model(provider: ProviderKind, name: &str, base_url: String, script: Option<PathBuf>) -> ResolvedModel {
    ResolvedModel {
        alias: "default".into(),
        provider,
        name: name.into(),
        base_url,
        api_key_env: None,
        api_key: None,
        temperature: None,
        max_tokens: None,
        script,
    }
}

/// The scripted model answering from `script`.
pub fn scripted_model(script: &Path) -> ResolvedModel {
    bench_model(ProviderKind::Scripted, "scripted", "scripted://".into(), Some(script.to_path_buf()))
}

/// The gateway's options for scripted answers: no retries (a scripted answer does not fail
/// for a while), `jobs` calls at once, each cut after `request_timeout`.
pub fn scripted_options(jobs: usize, request_timeout: Duration) -> GatewayOptions {
    GatewayOptions {
        retries: 0,
        backoff_initial: Duration::from_millis(1),
        backoff_max: Duration::from_millis(1),
        max_retry_after: Duration::from_secs(1),
        request_timeout,
        jobs,
        ..GatewayOptions::default()
    }
}

/// The repository's top folder (this crate is crates/bench): the examples, tests/programs and,
/// beside it, ../shared/bench.
pub fn repo_root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The `agentsmith` binary built beside this one.
pub fn agentsmith_exe() -> PathBuf {
    std::env::current_exe()
        .ok()
        .and_then(|p| p.parent().map(|d| d.join("agentsmith")))
        .unwrap_or_else(|| PathBuf::from("agentsmith"))
}

/// Copies the files below `from` to `to`, leaving out the entries named in `skip`.
pub fn copy_tree(from: &Path, to: &Path, skip: &[&str]) {
    let _ = std::fs::create_dir_all(to);
    for e in std::fs::read_dir(from).into_iter().flatten().flatten() {
        let name = e.file_name();
        if skip.iter().any(|n| name == *n) {
            continue;
        }
        let (src, dst) = (e.path(), to.join(&name));
        match e.file_type() {
            Ok(t) if t.is_dir() => copy_tree(&src, &dst, skip),
            Ok(t) if t.is_file() => {
                let _ = std::fs::copy(&src, &dst);
            }
            _ => {}
        }
    }
}

/// The ticket the scripted debates argue about.
pub fn orders_ticket() -> Ticket {
    Ticket {
        title: "Add an index on orders".into(),
        body: "Orders by customer are slow; add an index in a migration.".into(),
        file: None,
    }
}

/// A 3-round debate of `ticket` by the coding roles named in `roles`, on no project.
pub fn debate_input<'a>(ticket: &'a Ticket, catalog: &'a Catalog, roles: &[&str], conduct: Conduct) -> DebateInput<'a> {
    let panel: Vec<_> =
        roles.iter().filter_map(|n| catalog.find(n, Some("coding")).ok()).map(|r| (r, "bench".to_string())).collect();
    DebateInput {
        topic: ticket,
        category: "coding",
        context: String::new(),
        knowledge: String::new(),
        panel,
        max_rounds: 3,
        on_no_consensus: OnNoConsensus::Proceed,
        conduct,
    }
}
